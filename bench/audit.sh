#!/usr/bin/env bash
# The audit's cost and its flag rate on real skills:
#
#   bench/audit.sh DIR...              # RUNS=5 by default
#   COPIES=4 bench/audit.sh DIR...     # each DIR audited 4 times over (2,000+ skills from ~500)
#
# Each DIR is a tree of skills (a checkout of a public skills repository,
# say). The script builds skillpin and bench/timeit, then, RUNS times,
# runs `skillpin lint` and `skillpin audit --fail-on none` on the same
# directories one after the other (so both see the same machine load) and
# prints the median wall time and CPU time (user + system) of each and the
# ratio audit/lint. Target: audit at most 2x lint.
#
# Then, per DIR, how many skills it holds and how many have a finding at
# high or above (the audit's own count), and the share over all DIRs.
# Target (issue 37): at most 2% of real skills at high or above.
#
# Nothing is fetched: bring the repositories onto the machine first (a
# clone, or `git archive` of a mirror).
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -gt 0 ] || { echo "usage: bench/audit.sh DIR..." >&2; exit 2; }
RUNS=${RUNS:-5}
COPIES=${COPIES:-1}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -o "$work/skillpin" ./cmd/skillpin
go build -o "$work/timeit" ./bench/timeit

dirs=()
for c in $(seq 1 "$COPIES"); do
	for d in "$@"; do
		dirs+=("$(cd "$d" && pwd)")
	done
done

for i in $(seq 1 "$RUNS"); do
	"$work/timeit" -o "$work/lint" -- sh -c '"$0" lint -q "$@" >/dev/null 2>&1; true' "$work/skillpin" "${dirs[@]}"
	"$work/timeit" -o "$work/audit" -- sh -c '"$0" audit -q --fail-on none "$@" >/dev/null' "$work/skillpin" "${dirs[@]}"
done

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
wall() { awk '{print $1}' "$1" | median; }
cpu() { awk '{print $3+$4}' "$1" | median; }
skills=$("$work/skillpin" audit -q --fail-on none "${dirs[@]}" | tail -1 | awk '{print $1}')
lw=$(wall "$work/lint") aw=$(wall "$work/audit") lc=$(cpu "$work/lint") ac=$(cpu "$work/audit")
printf '%d skills (%d dirs x %d), %d runs, medians\n' "$skills" "$#" "$COPIES" "$RUNS"
printf '  lint   %6.2fs wall  %6.2fs cpu\n' "$lw" "$lc"
printf '  audit  %6.2fs wall  %6.2fs cpu\n' "$aw" "$ac"
awk -v a="$aw" -v l="$lw" -v ac="$ac" -v lc="$lc" 'BEGIN {printf "  audit/lint  %.2fx wall  %.2fx cpu (target: at most 2x)\n", a/l, ac/lc}'

echo "skills flagged at high or above:"
total=0 flagged=0
for d in "$@"; do
	line=$("$work/skillpin" audit -q --fail-on high "$d" | tail -1 || true)
	n=$(echo "$line" | awk '{print $1}')
	f=$(echo "$line" | awk '{print $4}')
	total=$((total + n)) flagged=$((flagged + f))
	printf '  %-40s %4d of %4d\n' "$(basename "$d")" "$f" "$n"
done
awk -v f="$flagged" -v t="$total" 'BEGIN {printf "  all: %d of %d (%.1f%%; target: at most 2%%)\n", f, t, 100*f/t}'
