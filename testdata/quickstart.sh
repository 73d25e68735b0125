#!/usr/bin/env bash
# The README Quickstart: skillpin's whole job, offline, on the skills shipped
# in testdata/skills. It builds skillpin, makes a local git "upstream" from
# those skills (tagged v1.0.0), then in a fresh project that uses Claude Code:
#   init (targets for the harnesses found) -> add (resolve, lock, store)
#   -> require a signature -> install -> status -> review a pending skill
#   -> approve -> verify --strict -> what the agent sees
#   -> upstream releases v1.1.0 -> outdated -> update --latest -> approve again
# Everything lives in one temp dir (printed at the end): the cache, and a
# home of its own (HOME and the XDG directories), so nothing touches your
# own skillpin cache or your personal skills.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/skillpin-quickstart.XXXXXX")
export SKILLPIN_CACHE="$work/cache"
bin="$work/bin/skillpin"
project="$work/project"
upstream="$work/upstream"

echo "building skillpin into $bin"
if [ -n "${SKILLPIN_QUICKSTART_BIN:-}" ]; then
	# The test suite passes the skillpin it built from this tree with the
	# same go build, sparing a second link of a 40 MB binary.
	mkdir -p "$(dirname "$bin")"
	ln "$SKILLPIN_QUICKSTART_BIN" "$bin" 2>/dev/null || cp "$SKILLPIN_QUICKSTART_BIN" "$bin"
else
	(cd "$repo" && go build -o "$bin" ./cmd/skillpin)
fi

# Built with your Go setup; from here on, a home of its own: your personal
# skills (skillpin -g, ~/.claude/skills, …) and git configuration are
# neither read nor changed.
export HOME="$work/home"
export XDG_CONFIG_HOME="$HOME/.config" XDG_DATA_HOME="$HOME/.local/share"
export XDG_STATE_HOME="$HOME/.local/state" XDG_CACHE_HOME="$HOME/.cache"
mkdir -p "$HOME"

# A local upstream repository, so that the demo pins a real git commit. Its
# publisher signs every skill with the demo key (testdata/keys: not secret).
mkdir -p "$upstream" "$project"
cp -R "$repo/testdata/skills" "$upstream/skills"
for skill in "$upstream"/skills/*/; do
	"$bin" -q sign "$skill" --key "$repo/testdata/keys/demo.pem" >/dev/null
done
export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null
export GIT_AUTHOR_NAME=Publisher GIT_AUTHOR_EMAIL=publisher@example.com
export GIT_COMMITTER_NAME=Publisher GIT_COMMITTER_EMAIL=publisher@example.com
git -C "$upstream" init -q -b main
git -C "$upstream" add -A
git -C "$upstream" commit -q -m "skills v1.0.0"
git -C "$upstream" tag v1.0.0

run() {
	printf '\n$ skillpin %s\n' "$*"
	"$bin" -C "$project" "$@"
}

export SKILLPIN_USER=quickstart@example.com
# The project already uses Claude Code: init finds it and targets its skills
# directory.
printf '# project notes for Claude Code\n' >"$project/CLAUDE.md"
printf '\n$ ls\nCLAUDE.md\n'
run init
run add "file://$upstream@v1.0.0" --all --name demo

# Require the publisher's signature on this source: the next install sees
# the new policy, verifies every skill's bundle and records the signer.
cp "$repo/testdata/keys/demo.pub" "$project/publisher.pub"
cat >>"$project/skills.toml" <<'POLICY'
[source.signature]
key = "publisher.pub"
POLICY
printf '\n$ cat >> skills.toml  # [source.signature] key = "publisher.pub"\n'
run install
run status
run show commit-message --pending
run approve commit-message --yes --stat
run -q approve --all --yes
run verify --strict
printf '\n$ ls .claude/skills  # what Claude Code loads\n'
ls "$project/.claude/skills"

# The publisher releases v1.1.0: a changed pdf-tools, signed again.
printf '\n- Keep form field names as they are.\n' >>"$upstream/skills/pdf-tools/SKILL.md"
"$bin" -q sign "$upstream/skills/pdf-tools" --key "$repo/testdata/keys/demo.pem" >/dev/null
git -C "$upstream" commit -q -am "pdf-tools: keep field names"
git -C "$upstream" tag v1.1.0
printf '\n# upstream tags v1.1.0 (pdf-tools changed)\n'
run outdated
run update --latest
run approve pdf-tools --yes --stat
run verify --strict
run catalog

printf '\nDone. The project is %s (skills.toml, skills.lock, .skillpin/).\n' "$project"
printf 'Agents read the trusted root through .claude/skills; the root itself: %s\n' "$("$bin" -C "$project" root)"
