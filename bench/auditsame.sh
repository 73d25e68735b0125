#!/usr/bin/env bash
# Whether a change to the audit's engine left its findings alone:
#
#   bench/auditsame.sh save OUT DIR...    # the audit's JSON and SARIF per DIR into OUT
#   bench/auditsame.sh check OUT DIR...   # the same with this tree's code, compared byte for byte
#
# Each DIR is a tree of skills (a checkout of a public skills repository,
# say); OUT is a directory outside the repository (its files are the
# audit's output over those trees, never committed). `save` builds
# skillpin from this tree (run it on the code before the change), `check`
# builds it again and exits 1 naming every DIR whose JSON or SARIF
# differs, with the first lines of the difference.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 3 ] || { echo "usage: bench/auditsame.sh save|check OUT DIR..." >&2; exit 2; }
mode=$1 out=$2
shift 2
case $mode in save | check) ;; *) echo "bench/auditsame.sh: mode must be save or check, not $mode" >&2; exit 2 ;; esac
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -o "$work/skillpin" ./cmd/skillpin
mkdir -p "$out"
# An empty project of our own, so that no skills.toml around a DIR applies.
mkdir -p "$work/project"
bad=0
for d in "$@"; do
	name=$(basename "$d")
	for f in json sarif; do
		"$work/skillpin" -C "$work/project" audit -q --fail-on none --format "$f" "$(cd "$d" && pwd)" >"$work/$name.$f"
		if [ "$mode" = save ]; then
			mv "$work/$name.$f" "$out/$name.$f"
		elif ! cmp -s "$out/$name.$f" "$work/$name.$f"; then
			echo "DIFFERS: $name ($f)"
			diff "$out/$name.$f" "$work/$name.$f" | head -20 || true
			bad=1
		fi
	done
	[ "$mode" = save ] || [ $bad = 1 ] || echo "same: $name"
done
exit $bad
