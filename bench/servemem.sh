#!/usr/bin/env bash
# bench/servemem.sh: the memory budget of `skillpin serve --http` under the
# two attacks of docs/performance.md, with the server's peak RSS (VmHWM)
# after each, and a fresh server for each:
#
#   burst    one client sends 200 requests at once, each with a body just
#            under the 1 MiB limit, while another lists the skills
#   amplify  24 concurrent reads of a 12 MB approved file
#
# It builds skillpin, bench/gen and bench/servemem, adds 20 skills (one of
# them holding assets/big.bin of 12 MB) to a project with approval =
# "lock", and prints the results as Markdown.
#
#   bench/servemem.sh
#   N_BURST=200 N_AMPLIFY=24 bench/servemem.sh
#   SKILLPIN=/path/to/skillpin bench/servemem.sh   # another build (an older one, say)
set -euo pipefail

N_BURST=${N_BURST:-200}
N_AMPLIFY=${N_AMPLIFY:-24}
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/skillpin-servemem.XXXXXX")
server=""
stop() {
	if [[ -n "$server" ]]; then
		kill "$server" 2>/dev/null || true
		wait "$server" 2>/dev/null || true
		server=""
	fi
}
cleanup() {
	stop
	chmod -R u+w "$work" 2>/dev/null || true
	rm -rf "$work"
}
trap cleanup EXIT
bin="$work/bin"
export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null
export SKILLPIN_USER=bench@example.com
export SKILLPIN_CACHE="$work/cache"
unset XDG_CACHE_HOME

(cd "$repo" && go build -o "$bin/skillpin" ./cmd/skillpin && go build -o "$bin/gen" ./bench/gen && go build -o "$bin/servemem" ./bench/servemem)
if [[ -n "${SKILLPIN:-}" ]]; then
	cp "$SKILLPIN" "$bin/skillpin"
fi
"$bin/gen" -out "$work/remote.git" -skills 20 -files 5 -mixed -big-skill 12000000 >/dev/null
mkdir -p "$work/project"
printf '[settings]\napproval = "lock"\n' >"$work/project/skills.toml"
"$bin/skillpin" -q -C "$work/project" add "file://$work/remote.git@v1" --all --name bench >/dev/null

start() {
	: >"$work/serve.log"
	"$bin/skillpin" -C "$work/project" serve --http 127.0.0.1:0 2>"$work/serve.log" &
	server=$!
	url=""
	for _ in $(seq 100); do
		url=$(grep -o 'http://127\.0\.0\.1:[0-9]*/mcp' "$work/serve.log" || true)
		[[ -n "$url" ]] && break
		sleep 0.1
	done
	if [[ -z "$url" ]]; then
		cat "$work/serve.log" >&2
		exit 1
	fi
}
hwm() { awk '/^VmHWM:/ { printf "%.0f", $2 / 1024 }' "/proc/$server/status"; }

echo "| case | requests | answers | the other client | server's peak RSS |"
echo "|---|---:|---|---|---:|"
start
idle=$(hwm)
out=$("$bin/servemem" -url "$url" -mode burst -n "$N_BURST")
echo "| burst: bodies of 1 MiB - 1 KiB at once | $N_BURST | $(echo "$out" | sed -E 's/.*"statuses":\{([^}]*)\}.*/\1/; s/"//g') | slowest list $(echo "$out" | sed -E 's/.*"other_max_ms":([0-9.]+).*/\1/') ms, $(echo "$out" | sed -E 's/.*"other_errors":([0-9]+).*/\1/') failed | $(hwm) MiB (idle $idle MiB) |"
stop
start
idle=$(hwm)
out=$("$bin/servemem" -url "$url" -mode amplify -n "$N_AMPLIFY" -uri skill://skill-0001/assets/big.bin)
echo "| amplify: reads of a 12 MB file at once | $N_AMPLIFY | $(echo "$out" | sed -E 's/.*"statuses":\{([^}]*)\}.*/\1/; s/"//g') | | $(hwm) MiB (idle $idle MiB) |"
stop
echo
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
