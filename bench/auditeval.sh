#!/usr/bin/env bash
# How well `skillpin audit` does on labelled sets it was not written from,
# side by side with SkillFortify's scanner (docs/audit-evaluation.md):
#
#   bench/auditeval.sh              # everything below
#   ONLY=incident bench/auditeval.sh   # one section: incident, sfb, corpus, corpora, holdout14, ...
#   ONLY=corpora bench/auditeval.sh    # the later held-out corpora, totals only
#   SHOW_CORPORA=1 ONLY=corpora bench/auditeval.sh   # ... with each flagged skill's codes
#   ONLY=holdout14 bench/auditeval.sh   # a held-out part, totals only
#   SHOW_HOLDOUT14=1 ONLY=holdout14 bench/auditeval.sh   # ... with its misses named
#
# 1. The incident-pattern sets of testdata/audit/eval: tune/ (which
#    holds the held-out parts holdout/ and holdout2/ to holdout13/ since they
#    were retired on 4 and 5 December 2026).
# 2. SkillFortifyBench, split into tune (odd specimen numbers) and holdout
#    (even): SFB=/work/eval/sfb by default, with SFB/{tune,holdout}/FORMAT/
#    {benign,malicious}/SPECIMEN. The benchmark's one-line inertness marker
#    (<!-- SKILLFORTIFYBENCH:INERT … -->, in every specimen, benign or not)
#    is removed from a copy first, for both tools.
# 3. The share of real public skills flagged at high or above and audit CPU
#    against lint, by bench/audit.sh over CORPUS (default: every
#    /work/corpus/* except SkillFortify's own repository). RUNS=3 by default.
#    Then the share in each half of the corpus, by repository directory
#    name: CORPUS_TUNE (whose findings may be read when severities are
#    tuned) and CORPUS_HELDOUT (measured only; never read while tuning).
#    TUNE_EXTRA (/work/corpus/tune-extra) and TUNE_EXTRA2 (…/tune-extra2) are directories
#    of repositories, not repositories: they are left out of CORPUS's
#    default.
# 4. corpora (ONLY=corpora, and in the full run): the share flagged at
#    high of each later held-out corpus, a directory of repositories
#    (HELDOUT_CORPORA, space-separated; default /work/eval/corpus-holdout2
#    and /work/eval/corpus-holdout3; docs/audit-evaluation.md names the
#    repositories and their commits). Totals only, unless SHOW_CORPORA=1
#    (then also each flagged skill's codes).
# 5. holdout14, ... (ONLY=holdout14, and in the full run): the
#    held-out parts of the incident sets, each written by a new evaluator;
#    totals only, unless SHOW_HOLDOUT14=1 (for that evaluator after the
#    session; whoever reads its misses may not tune on them).
#
# SkillFortify runs from its source (SKILLFORTIFY=/work/corpus/
# qualixar+skillfortify; needs PYTHON, default /usr/bin/python3, with
# click, rich and yaml: Debian's python3-click, python3-rich, python3-yaml) through
# bench/sfscan.py, in a network namespace of its own (unshare -rn) so it
# cannot reach the network; without unshare it is skipped unless
# SF_ALLOW_NET=1. Its verdict for a directory is its highest finding; it is
# shown at high+ and medium+ (its paper counts medium+ as detected).
#
# With FERRET=path/to/node_modules/.bin/ferret, ferret-scan (npm) runs too,
# `ferret scan ROOT -f json` with its defaults, also with no network; its
# verdict for a directory is its highest finding (INFO counts as low).
#
# The output is Markdown, ready to paste into docs/audit-evaluation.md.
set -euo pipefail
cd "$(dirname "$0")/.."
SFB=${SFB:-/work/eval/sfb}
SKILLFORTIFY=${SKILLFORTIFY:-/work/corpus/qualixar+skillfortify}
ONLY=${ONLY:-}
case "$ONLY" in
"" | incident | sfb | corpus | corpora) ;;
holdout*)
	if [ ! -d "testdata/audit/eval/$ONLY" ]; then
		echo "auditeval: ONLY=$ONLY: no held-out part testdata/audit/eval/$ONLY (the parts: $(cd testdata/audit/eval && echo holdout*))" >&2
		exit 2
	fi
	;;
*)
	echo "auditeval: ONLY=$ONLY is no section; use incident, sfb, corpus, corpora or a held-out part (holdout14, ...)" >&2
	exit 2
	;;
esac
HELDOUT_CORPORA=${HELDOUT_CORPORA:-/work/eval/corpus-holdout2 /work/eval/corpus-holdout3}
TUNE_EXTRA=${TUNE_EXTRA:-/work/corpus/tune-extra}
TUNE_EXTRA2=${TUNE_EXTRA2:-/work/corpus/tune-extra2}
CORPUS_TUNE=${CORPUS_TUNE:-github+awesome-copilot anthropics+skills openai+skills getsentry+skills obra+superpowers vercel-labs+skills}
CORPUS_HELDOUT=${CORPUS_HELDOUT:-sickn33+antigravity-awesome-skills NVIDIA+skills trailofbits+skills}
# Debian's python3 (which has python3-click, -rich, -yaml), not a pyenv shim.
PYTHON=${PYTHON:-$( [ -x /usr/bin/python3 ] && echo /usr/bin/python3 || command -v python3 )}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -o "$work/skillpin" ./cmd/skillpin
go build -o "$work/auditeval" ./bench/auditeval

# sf ROOT LABELS OUT: SkillFortify's severities, or nothing when it cannot run.
sf() {
	[ -d "$SKILLFORTIFY/src/skillfortify" ] || return 1
	"$PYTHON" -c 'import click, rich, yaml' 2>/dev/null || { echo "(SkillFortify skipped: $PYTHON lacks click, rich or yaml)" >&2; return 1; }
	local run=(unshare -rn)
	if ! unshare -rn true 2>/dev/null; then
		[ "${SF_ALLOW_NET:-}" = 1 ] || { echo "(SkillFortify skipped: no unshare to cut it off the network; SF_ALLOW_NET=1 runs it anyway)" >&2; return 1; }
		run=()
	fi
	PYTHONPATH="$SKILLFORTIFY/src" "${run[@]}" "$PYTHON" bench/sfscan.py "$1" "$2" >"$3"
}

# ferret ROOT LABELS OUT: ferret-scan's severities, when FERRET is set (the
# path of its `ferret` command, from `npm install ferret-scan`).
ferret() {
	[ -n "${FERRET:-}" ] || return 1
	unshare -rn true 2>/dev/null || { echo "(ferret-scan skipped: no unshare to cut it off the network)" >&2; return 1; }
	unshare -rn "$FERRET" scan "$1" -f json -o "$3.json" >/dev/null 2>&1 || true
	[ -s "$3.json" ] || { echo "(ferret-scan wrote no report for $1)" >&2; return 1; }
	"$work/auditeval" ferret-tsv "$2" "$3.json" >"$3"
}

# scoreset NAME ROOT LABELS [score flags]: the tools on one labelled root.
scoreset() {
	local name=$1 root=$2 labels=$3
	shift 3
	local out="$work/$(echo "$name" | tr -c 'a-zA-Z0-9\n' _)"
	"$work/skillpin" audit -q --format json --fail-on none "$root" >"$out.json"
	local other=()
	if sf "$root" "$labels" "$out.tsv"; then
		other=(-other "SkillFortify=$out.tsv")
	fi
	if ferret "$root" "$labels" "$out.ferret"; then
		other+=(-other "ferret-scan=$out.ferret")
	fi
	"$work/auditeval" score -name "$name" -labels "$labels" -root "$root" -audit "$out.json" "${other[@]}" "$@"
}

echo "## skillpin $(git describe --always --dirty 2>/dev/null || echo '?'), $(date -u +%F)"
echo

if [ -z "$ONLY" ] || [ "$ONLY" = incident ]; then
	echo "## Incident-pattern sets (testdata/audit/eval)"
	echo
	"$work/auditeval" materialize testdata/audit/eval/tune "$work/tune"
	scoreset "incident patterns, tune" "$work/tune" testdata/audit/eval/tune/labels.txt
fi

if [ -z "$ONLY" ] || [ "$ONLY" = sfb ]; then
	echo "## SkillFortifyBench"
	echo
	if [ ! -d "$SFB/tune" ]; then
		echo "(skipped: no $SFB/tune)"
	else
		for part in tune holdout; do
			mkdir -p "$work/sfb"
			cp -r "$SFB/$part" "$work/sfb/$part"
			find "$work/sfb/$part" -name SKILL.md -exec sed -i '/^<!-- SKILLFORTIFYBENCH:INERT .* -->$/d' {} +
			"$work/auditeval" sfb-labels "$work/sfb/$part" >"$work/sfb-$part.labels"
			# The holdout's misses are counted per kind, not named, unless
			# SHOW_HOLDOUT=1 (for an evaluator; whoever reads them may not
			# tune on them).
			hide=()
			if [ "$part" = holdout ] && [ "${SHOW_HOLDOUT:-}" != 1 ]; then hide=(-hide); fi
			scoreset "SkillFortifyBench, $part" "$work/sfb/$part" "$work/sfb-$part.labels" "${hide[@]}"
		done
	fi
fi

if [ -z "$ONLY" ] || [ "$ONLY" = corpus ]; then
	echo "## Real public skills and CPU time"
	echo
	if [ -n "${CORPUS:-}" ]; then
		# CORPUS's directories are separated by spaces or newlines (the
		# output of ls -d): read all of it, not its first line.
		read -r -d '' -a dirs <<<"$CORPUS" || true
	else
		dirs=()
		for d in /work/corpus/*; do
			case "$d" in */qualixar+skillfortify | "$TUNE_EXTRA" | "$TUNE_EXTRA2") continue ;; esac
			dirs+=("$d")
		done
	fi
	echo '```'
	RUNS=${RUNS:-3} bench/audit.sh "${dirs[@]}"
	echo '```'
	echo
	# The two halves of the corpus (docs/audit-evaluation.md): repositories
	# whose findings may be read when the audit's severities are tuned, and
	# held-out ones measured only. A repository in neither list is counted
	# in the whole figure above only.
	for half in tune heldout; do
		if [ "$half" = tune ]; then list=$CORPUS_TUNE; else list=$CORPUS_HELDOUT; fi
		sel=()
		for d in "${dirs[@]}"; do
			case " $list " in *" $(basename "$d") "*) sel+=("$d") ;; esac
		done
		[ ${#sel[@]} -gt 0 ] || continue
		"$work/skillpin" audit -q --format json --fail-on none "${sel[@]}" >"$work/corpus-$half.json"
		"$work/auditeval" codes "$work/corpus-$half.json" >"$work/corpus-$half.codes"
		line=$("$work/skillpin" audit -q --fail-on high "${sel[@]}" | tail -1 || true)
		n=$(echo "$line" | awk '{print $1}') f=$(echo "$line" | awk '{print $4}')
		echo "Corpus, $half half (${#sel[@]} repositories): $f of $n skills at high or above."
		if [ "$half" = tune ]; then
			echo
			echo '```'
			cat "$work/corpus-$half.codes"
			echo '```'
		fi
		echo
	done
	echo "Real skills at high or above, by code (the reason each is flagged):"
	echo
	echo '```'
	"$work/skillpin" audit -q --format json --fail-on none "${dirs[@]}" >"$work/corpus.json"
	"$work/auditeval" codes "$work/corpus.json"
	echo '```'
fi

if [ -z "$ONLY" ] || [ "$ONLY" = corpora ]; then
	for corpus in $HELDOUT_CORPORA; do
		name=$(basename "$corpus")
		echo "## Held-out corpus $name"
		echo
		sel=()
		for d in "$corpus"/*; do
			[ -d "$d" ] && sel+=("$d")
		done
		if [ ${#sel[@]} -eq 0 ]; then
			echo "(skipped: no repositories under $corpus)"
			echo
			continue
		fi
		total=0 flagged=0
		for d in "${sel[@]}"; do
			line=$("$work/skillpin" audit -q --fail-on high "$d" | tail -1 || true)
			total=$((total + $(echo "$line" | awk '{print $1}')))
			flagged=$((flagged + $(echo "$line" | awk '{print $4}')))
		done
		echo "Held-out corpus $name (${#sel[@]} repositories: $(for d in "${sel[@]}"; do basename "$d"; done | paste -sd ' ')): $flagged of $total skills at high or above ($(awk -v f="$flagged" -v n="$total" 'BEGIN {printf "%.1f%%", n ? 100*f/n : 0}'))."
		if [ "${SHOW_CORPORA:-}" = 1 ]; then
			echo
			echo '```'
			"$work/skillpin" audit -q --format json --fail-on none "${sel[@]}" >"$work/corpus-$name.json"
			"$work/auditeval" codes "$work/corpus-$name.json"
			echo '```'
		fi
		echo
	done
fi

for part in testdata/audit/eval/holdout[2-9] testdata/audit/eval/holdout[1-9][0-9]; do
	[ -d "$part" ] || continue
	name=$(basename "$part")
	[ -z "$ONLY" ] || [ "$ONLY" = "$name" ] || continue
	echo "## Held-out set $name"
	echo
	"$work/auditeval" materialize "$part" "$work/$name"
	view=(-totals)
	show="SHOW_${name^^}"
	[ "${!show:-}" = 1 ] && view=()
	scoreset "incident patterns, $name" "$work/$name" "$part/labels.txt" "${view[@]}"
	echo
done
