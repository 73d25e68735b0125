#!/usr/bin/env bash
# skillpin benchmarks: speed, memory and scaling against the physical
# baseline (git clone --depth 1 + sha256sum of the same bytes).
#
#   bench/run.sh                 # every case, 5 runs each
#   RUNS=3 CASES="small big" bench/run.sh
#   KEEP=1 bench/run.sh          # keep the work directory (printed at the end)
#
# It builds skillpin and two helpers (bench/gen: synthetic repositories via
# git fast-import; bench/timeit: wall time + peak RSS of one command), makes
# bare repositories served as file:// URLs (git-upload-pack does a real
# pack transfer, as over the network), and times each operation RUNS times
# with a fresh SKILLPIN_CACHE and project directory where the operation
# needs them, reporting the median time and the highest peak RSS.
#
# Cases (CASES, default "small one big mem"):
#   small  100 skills x 10 files x 4 KiB, add --all
#   one    1 skill x 10 files x 4 KiB, add --skill skill-0000
#   big    the same skill plus 49,990 other files (50,000), add --skill skill-0000
#   mem    1,000 skills x 10 files x 4 KiB (10,000 files), add --all
#
# Operations per case:
#   baseline        git clone -q --depth 1 --branch v1 file://REMOTE + sha256sum of the selected files
#   sha256sum       sha256sum of the selected files alone (in the clone)
#   add (cold)      skillpin add file://REMOTE@v1 ...  (empty cache, new project)
#   install (cold)  skillpin install from the lock of `add` into an empty cache
#   install (warm)  skillpin install with everything in place (remote moved away:
#                   any network use fails the run; the root must not change)
#   status          skillpin status (remote moved away)
#   verify offline  skillpin verify --offline (remote moved away)
#   verify          skillpin verify (ls-remote of the tag)
set -euo pipefail

RUNS=${RUNS:-5}
CASES=${CASES:-small one big mem}
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/skillpin-bench.XXXXXX")
if [[ -z "${KEEP:-}" ]]; then
	trap 'chmod -R u+w "$work" 2>/dev/null; rm -rf "$work"' EXIT
fi
bin="$work/bin"
export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null
export SKILLPIN_USER=bench@example.com
unset SKILLPIN_CACHE XDG_CACHE_HOME

echo "building skillpin, gen and timeit into $bin" >&2
(cd "$repo" && go build -o "$bin/skillpin" ./cmd/skillpin && go build -o "$bin/gen" ./bench/gen && go build -o "$bin/timeit" ./bench/timeit)
sp="$bin/skillpin"
log="$work/log"
: >"$log"

# fresh DIR: an empty directory (store entries are read-only, so make
# everything writable before removing it).
fresh() {
	if [[ -e "$1" ]]; then
		chmod -R u+w "$1"
		rm -rf "$1"
	fi
	mkdir -p "$1"
}

# newproject DIR: a project whose policy publishes every locked skill
# (approval = "lock"), so that install copies every skill into the root.
newproject() {
	fresh "$1"
	printf '[settings]\napproval = "lock"\n' >"$1/skills.toml"
}

# measure KEY SETUP CMD...: run SETUP then time CMD, RUNS times; record
# the median seconds and the highest peak RSS (KiB) as results[KEY].
declare -A secs rss
measure() {
	local key=$1 setup=$2
	shift 2
	local out="$work/results.${key//\//.}"
	: >"$out"
	for ((i = 1; i <= RUNS; i++)); do
		$setup
		if ! "$bin/timeit" -o "$out" -- "$@" >>"$log" 2>&1; then
			echo "FAILED: $key: $*" >&2
			tail -n 20 "$log" >&2
			exit 1
		fi
	done
	secs[$key]=$(sort -n "$out" | awk '{ t[NR] = $1 } END { n = NR; if (n % 2) print t[(n + 1) / 2]; else printf "%.6f\n", (t[n / 2] + t[n / 2 + 1]) / 2 }')
	rss[$key]=$(awk 'BEGIN { m = 0 } $2 > m { m = $2 } END { print m }' "$out")
}

# The case being measured (set by runcase).
remote= sel= selpaths= c=
proj() { echo "$work/$c/project"; }

setup_baseline() { fresh "$work/$c/clone-parent"; }
setup_sha() { :; }
setup_add() {
	newproject "$work/$c/project"
	fresh "$work/$c/cache"
	export SKILLPIN_CACHE="$work/$c/cache"
}
setup_install_cold() {
	newproject "$work/$c/project"
	cp "$work/$c/locked/skills.toml" "$work/$c/locked/skills.lock" "$work/$c/project/"
	fresh "$work/$c/cache"
	export SKILLPIN_CACHE="$work/$c/cache"
}
setup_warm() { export SKILLPIN_CACHE="$work/$c/cache"; }

# away / back: move the remote out of reach, so that an operation that
# claims to need no network fails if it touches it.
away() { mv "$remote" "$remote.away"; }
back() { mv "$remote.away" "$remote"; }

runcase() {
	c=$1
	local skills files size filler
	case $c in
	small) skills=100 files=10 size=4096 filler=0 sel=(--all) selpaths=(skills) ;;
	one) skills=1 files=10 size=4096 filler=0 sel=(--skill skill-0000) selpaths=(skills/skill-0000) ;;
	big) skills=1 files=10 size=4096 filler=49990 sel=(--skill skill-0000) selpaths=(skills/skill-0000) ;;
	mem) skills=1000 files=10 size=4096 filler=0 sel=(--all) selpaths=(skills) ;;
	*)
		echo "unknown case $c (small, one, big, mem)" >&2
		exit 2
		;;
	esac
	echo "case $c: $skills skills x $files files x $size bytes, $filler other files; ${sel[*]}" >&2
	remote="$work/$c/remote.git"
	mkdir -p "$work/$c"
	"$bin/gen" -out "$remote" -skills "$skills" -files "$files" -size "$size" -filler "$filler"
	desc[$c]="$skills skills x $files files x $((size / 1024)) KiB, ${sel[*]}"
	if ((filler > 0)); then
		desc[$c]="$skills skills x $files files x $((size / 1024)) KiB among $((skills * files + filler)) files in the repository, ${sel[*]}"
	fi

	local url="file://$remote"
	local clone="$work/$c/clone-parent/clone"
	measure "$c/baseline" setup_baseline sh -c "git clone -q --depth 1 --branch v1 '$url' '$clone' && cd '$clone' && find ${selpaths[*]} -type f -print0 | xargs -0 sha256sum >/dev/null"
	(cd "$clone" && find "${selpaths[@]}" -type f -print0) >"$work/$c/files0"
	measure "$c/sha256sum" setup_sha sh -c "cd '$clone' && xargs -0 -a '$work/$c/files0' sha256sum >/dev/null"

	measure "$c/add" setup_add "$sp" -q -C "$(proj)" add "$url@v1" "${sel[@]}" --name bench
	fresh "$work/$c/locked"
	cp "$(proj)/skills.toml" "$(proj)/skills.lock" "$work/$c/locked/"

	measure "$c/install-cold" setup_install_cold "$sp" -q -C "$(proj)" install
	local before after
	before=$(readlink "$(proj)/.skillpin/root")
	away
	measure "$c/install-warm" setup_warm "$sp" -q -C "$(proj)" install
	after=$(readlink "$(proj)/.skillpin/root")
	if [[ "$before" != "$after" ]]; then
		echo "install (warm) published a new root generation ($before -> $after)" >&2
		exit 1
	fi
	measure "$c/status" setup_warm "$sp" -q -C "$(proj)" status
	measure "$c/verify-offline" setup_warm "$sp" -q -C "$(proj)" verify --offline
	back
	measure "$c/verify" setup_warm "$sp" -q -C "$(proj)" verify
	rm -rf "$work/$c/clone-parent" "$remote"
}

declare -A desc
for c in $CASES; do
	runcase "$c"
done

ops=(baseline sha256sum add install-cold install-warm status verify-offline verify)
label() {
	case $1 in
	baseline) echo "baseline: git clone --depth 1 + sha256sum" ;;
	sha256sum) echo "sha256sum alone" ;;
	add) echo "add (cold cache)" ;;
	install-cold) echo "install (cold cache, from lock)" ;;
	install-warm) echo "install (warm, nothing to do)" ;;
	status) echo "status" ;;
	verify-offline) echo "verify --offline" ;;
	verify) echo "verify" ;;
	esac
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2fx", a / b }'; }
ms() { awk -v s="$1" 'BEGIN { printf "%.1f", s * 1000 }'; }
mib() { awk -v k="$1" 'BEGIN { printf "%.1f", k / 1024 }'; }

echo
echo "Machine: $(nproc) CPUs, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'), $(awk '/MemTotal/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo) RAM; $(go version | cut -d' ' -f3); git $(git --version | cut -d' ' -f3); median of $RUNS runs"
for c in $CASES; do
	echo
	echo "### $c: ${desc[$c]}"
	echo
	echo "| operation | median ms | vs baseline | vs sha256sum | peak RSS MiB |"
	echo "|---|---:|---:|---:|---:|"
	for op in "${ops[@]}"; do
		k="$c/$op"
		echo "| $(label "$op") | $(ms "${secs[$k]}") | $(ratio "${secs[$k]}" "${secs[$c/baseline]}") | $(ratio "${secs[$k]}" "${secs[$c/sha256sum]}") | $(mib "${rss[$k]}") |"
	done
done

# The targets of issue 8.
echo
echo "### Targets"
echo
status=0
target() { # NAME OK DETAIL
	local mark=met
	if [[ $2 != 1 ]]; then
		mark=MISSED
		status=1
	fi
	echo "- $1: $mark ($3)"
}
le() { awk -v a="$1" -v b="$2" 'BEGIN { print (a <= b) ? 1 : 0 }'; }
has() { [[ " $CASES " == *" $1 "* ]]; }
if has small; then
	r=$(awk -v a="${secs[small/add]}" -v b="${secs[small/baseline]}" 'BEGIN { print a / b }')
	target "cold add --all, 100 skills x 10 files x 4 KiB <= 1.5x baseline" "$(le "$r" 1.5)" "$(ratio "${secs[small/add]}" "${secs[small/baseline]}")"
	target "warm install, 100 skills < 100 ms, no network, no file copied" "$(le "${secs[small/install-warm]}" 0.0999999)" "$(ms "${secs[small/install-warm]}") ms, remote moved away, root generation unchanged"
	r=$(awk -v a="${secs[small/verify-offline]}" -v b="${secs[small/sha256sum]}" 'BEGIN { print a / b }')
	target "verify --offline, 100 skills x 10 files <= 1.3x sha256sum" "$(le "$r" 1.3)" "$(ratio "${secs[small/verify-offline]}" "${secs[small/sha256sum]}")"
fi
if has one && has big; then
	echo "- big repository, one selected skill: add $(ms "${secs[big/add]}") ms / $(mib "${rss[big/add]}") MiB (50,000-file repository) vs $(ms "${secs[one/add]}") ms / $(mib "${rss[one/add]}") MiB (the skill alone); baseline $(ms "${secs[big/baseline]}") ms / $(mib "${rss[big/baseline]}") MiB vs $(ms "${secs[one/baseline]}") ms / $(mib "${rss[one/baseline]}") MiB"
fi
if has mem; then
	peak=0
	for op in add install-cold install-warm status verify-offline verify; do
		r=${rss[mem/$op]}
		if ((r > peak)); then peak=$r; fi
	done
	target "peak memory < 150 MB, 10,000 files" "$(le "$peak" $((150 * 1000 * 1000 / 1024)))" "$(mib "$peak") MiB"
fi
[[ -n "${KEEP:-}" ]] && echo "work directory: $work" >&2
exit $status
