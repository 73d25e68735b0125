#!/usr/bin/env bash
# skillpin benchmarks: speed, memory and scaling against the physical
# baseline (git clone --depth 1 + sha256sum of the same bytes).
#
#   bench/run.sh                        # every case, 5 runs each
#   RUNS=3 CASES="small big" bench/run.sh
#   KEEP=1 bench/run.sh                 # keep the work directory (printed at the end)
#
# It builds skillpin and two helpers (bench/gen: synthetic repositories via
# git fast-import; bench/timeit: wall time, peak RSS and CPU time of one
# command), makes bare repositories served as file:// URLs (git-upload-pack
# does a real pack transfer, as over the network), and times each
# operation RUNS times, reporting the median time and the highest peak RSS.
#
# Every run gets its own project directories and SKILLPIN_CACHE, and the
# operations of one run follow each other (baseline first), so that the
# baseline and skillpin see the same machine load. Nothing is deleted
# until a case is finished: removing thousands of files right before a
# timed run makes the file system's inode allocation slower for whatever
# runs next.
#
# Cases (CASES, default "small one big mem"):
#   small  100 skills x 10 files x 4 KiB, add --all
#   one    1 skill x 10 files x 4 KiB, add --skill skill-0000
#   big    the same skill among 50,000 files, add --skill skill-0000
#   mem    1,000 skills x 10 files x 4 KiB (10,000 files), add --all
#          (MEM_RUNS runs, default 3: each run writes ~50,000 files)
#
# Operations per run:
#   baseline        git clone -q --depth 1 --branch v1 file://REMOTE + sha256sum of the selected files
#   sha256sum       sha256sum of the selected files alone (in that clone)
#   sha256sum x3    sha256sum of the three copies verify --offline reads
#                   (the clone standing in for the pinned commit, the store, the trusted root)
#   floor           what add must do at the least, with git and coreutils: the
#                   baseline, then two copies of the selected files (the store
#                   entry and the trusted root) each file fsynced, as skillpin does
#   add             skillpin add file://REMOTE@v1 ... (new project, empty cache)
#   add (symlink)   the same with install = "symlink": the root links to the
#                   store instead of holding copies
#   install (cold)  skillpin install from the lock of `add` (new project, empty cache)
#   install (warm)  skillpin install again: remote moved away (any network use
#                   fails the run), and the root must not change
#   status          skillpin status (remote moved away)
#   verify offline  skillpin verify --offline (remote moved away)
#   verify          skillpin verify (ls-remote of the tag)
set -euo pipefail

RUNS=${RUNS:-5}
MEM_RUNS=${MEM_RUNS:-3}
CASES=${CASES:-small one big mem}
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/skillpin-bench.XXXXXX")

# rmtree DIR: remove a tree holding read-only store entries.
rmtree() {
	if [[ -e "$1" ]]; then
		chmod -R u+w "$1"
		rm -rf "$1"
	fi
}
if [[ -z "${KEEP:-}" ]]; then
	trap 'rmtree "$work"' EXIT
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

# timed KEY CMD...: run CMD once and append its figures to the results of KEY.
timed() {
	local key=$1
	shift
	if ! "$bin/timeit" -o "$work/results.${key//\//.}" -- "$@" >>"$log" 2>&1; then
		echo "FAILED: $key: $*" >&2
		tail -n 20 "$log" >&2
		exit 1
	fi
}

# summarize KEY: the median seconds, highest peak RSS (KiB) and median CPU
# seconds (user + system) of KEY's runs.
declare -A secs rss cpu
summarize() {
	local f="$work/results.${1//\//.}"
	secs[$1]=$(cut -d' ' -f1 "$f" | sort -n | awk '{ t[NR] = $1 } END { if (NR % 2) print t[(NR + 1) / 2]; else printf "%.6f\n", (t[NR / 2] + t[NR / 2 + 1]) / 2 }')
	rss[$1]=$(awk 'BEGIN { m = 0 } $2 > m { m = $2 } END { print m }' "$f")
	cpu[$1]=$(awk '{ print $3 + $4 }' "$f" | sort -n | awk '{ t[NR] = $1 } END { if (NR % 2) print t[(NR + 1) / 2]; else printf "%.6f\n", (t[NR / 2] + t[NR / 2 + 1]) / 2 }')
}

newproject() { # DIR [INSTALL-MODE]
	mkdir -p "$1"
	# approval = "lock": every locked skill is published, so install
	# copies every skill into the trusted root.
	printf '[settings]\napproval = "lock"\ninstall = "%s"\n' "${2:-copy}" >"$1/skills.toml"
}

ops=(baseline floor sha256sum sha256sum3 add add-symlink install-cold install-warm status verify-offline verify)
declare -A desc
runcase() {
	local c=$1 skills files size filler runs=$RUNS
	local sel selpaths
	case $c in
	small) skills=100 files=10 size=4096 filler=0 sel=(--all) selpaths=(skills) ;;
	one) skills=1 files=10 size=4096 filler=0 sel=(--skill skill-0000) selpaths=(skills/skill-0000) ;;
	big) skills=1 files=10 size=4096 filler=49990 sel=(--skill skill-0000) selpaths=(skills/skill-0000) ;;
	mem) skills=1000 files=10 size=4096 filler=0 sel=(--all) selpaths=(skills) runs=$MEM_RUNS ;;
	*)
		echo "unknown case $c (small, one, big, mem)" >&2
		exit 2
		;;
	esac
	desc[$c]="$skills skills x $files files x $((size / 1024)) KiB, ${sel[*]}"
	if ((filler > 0)); then
		desc[$c]="$skills skill x $files files x $((size / 1024)) KiB in a repository of $((skills * files + filler)) files, ${sel[*]}"
	fi
	echo "case $c: ${desc[$c]}; $runs runs" >&2
	local cw="$work/$c" remote="$work/$c/remote.git"
	mkdir -p "$cw"
	"$bin/gen" -out "$remote" -skills "$skills" -files "$files" -size "$size" -filler "$filler"
	local url="file://$remote"

	for ((i = 1; i <= runs; i++)); do
		local d="$cw/run$i"
		mkdir -p "$d"
		timed "$c/baseline" sh -c "git clone -q --depth 1 --branch v1 '$url' '$d/clone' 2>/dev/null && cd '$d/clone' && find ${selpaths[*]} -type f -print0 | xargs -0 sha256sum >/dev/null"
		(cd "$d/clone" && find "${selpaths[@]}" -type f -print0) >"$d/files0"
		timed "$c/floor" sh -c "git clone -q --depth 1 --branch v1 '$url' '$d/floor' 2>/dev/null && cd '$d/floor' && find ${selpaths[*]} -type f -print0 | xargs -0 sha256sum >/dev/null && mkdir '$d/floor-store' '$d/floor-root' && cp -r ${selpaths[*]} '$d/floor-store/' && cp -r ${selpaths[*]} '$d/floor-root/' && find '$d/floor-store' '$d/floor-root' -type f -print0 | xargs -0 -n 64 -P 8 sync"
		timed "$c/sha256sum" sh -c "cd '$d/clone' && xargs -0 -a '$d/files0' sha256sum >/dev/null"

		newproject "$d/add"
		export SKILLPIN_CACHE="$d/add-cache"
		timed "$c/add" "$sp" -q -C "$d/add" add "$url@v1" "${sel[@]}" --name bench

		newproject "$d/addl" symlink
		export SKILLPIN_CACHE="$d/addl-cache"
		timed "$c/add-symlink" "$sp" -q -C "$d/addl" add "$url@v1" "${sel[@]}" --name bench

		newproject "$d/inst"
		cp "$d/add/skills.toml" "$d/add/skills.lock" "$d/inst/"
		export SKILLPIN_CACHE="$d/inst-cache"
		timed "$c/install-cold" "$sp" -q -C "$d/inst" install

		local before after
		before=$(readlink "$d/inst/.skillpin/root")
		mv "$remote" "$remote.away"
		timed "$c/install-warm" "$sp" -q -C "$d/inst" install
		after=$(readlink "$d/inst/.skillpin/root")
		if [[ "$before" != "$after" ]]; then
			echo "install (warm) published a new root generation ($before -> $after)" >&2
			exit 1
		fi
		timed "$c/status" "$sp" -q -C "$d/inst" status
		timed "$c/verify-offline" "$sp" -q -C "$d/inst" verify --offline
		mv "$remote.away" "$remote"
		timed "$c/verify" "$sp" -q -C "$d/inst" verify

		timed "$c/sha256sum3" sh -c "cd '$d/clone' && xargs -0 -a '$d/files0' sha256sum >/dev/null && find '$d/inst-cache/store' '$d/inst/.skillpin/root/' -type f -print0 | xargs -0 sha256sum >/dev/null"
	done
	for op in "${ops[@]}"; do
		summarize "$c/$op"
	done
	rmtree "$cw"
}

for c in $CASES; do
	runcase "$c"
done

label() {
	case $1 in
	baseline) echo "baseline: git clone --depth 1 + sha256sum" ;;
	floor) echo "floor: baseline + 2 fsynced copies (store, root)" ;;
	sha256sum) echo "sha256sum of the selected files" ;;
	sha256sum3) echo "sha256sum of checkout + store + root copies" ;;
	add) echo "add (cold cache)" ;;
	add-symlink) echo "add (cold cache), install = symlink" ;;
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
echo "Machine: $(nproc) CPUs ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')), $(awk '/MemTotal/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo) RAM, $(df -PT "$work" | awk 'NR == 2 { print $2 }') file system; $(go version | cut -d' ' -f3), git $(git --version | cut -d' ' -f3); load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
for c in $CASES; do
	echo
	echo "### $c: ${desc[$c]}"
	echo
	echo "| operation | median ms | vs baseline | vs sha256sum | CPU ms | peak RSS MiB |"
	echo "|---|---:|---:|---:|---:|---:|"
	for op in "${ops[@]}"; do
		k="$c/$op"
		echo "| $(label "$op") | $(ms "${secs[$k]}") | $(ratio "${secs[$k]}" "${secs[$c/baseline]}") | $(ratio "${secs[$k]}" "${secs[$c/sha256sum]}") | $(ms "${cpu[$k]}") | $(mib "${rss[$k]}") |"
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
	target "cold add --all, 100 skills x 10 files x 4 KiB <= 1.5x baseline" "$(le "$r" 1.5)" "$(ratio "${secs[small/add]}" "${secs[small/baseline]}"); the floor (baseline + the two fsynced copies add writes) is $(ratio "${secs[small/floor]}" "${secs[small/baseline]}"), add is $(ratio "${secs[small/add]}" "${secs[small/floor]}") of it; with install = symlink $(ratio "${secs[small/add-symlink]}" "${secs[small/baseline]}")"
	target "warm install, 100 skills < 100 ms, no network, no file copied" "$(le "${secs[small/install-warm]}" 0.0999999)" "$(ms "${secs[small/install-warm]}") ms, remote moved away, root generation unchanged"
	r=$(awk -v a="${secs[small/verify-offline]}" -v b="${secs[small/sha256sum]}" 'BEGIN { print a / b }')
	target "verify --offline, 100 skills x 10 files <= 1.3x sha256sum" "$(le "$r" 1.3)" "$(ratio "${secs[small/verify-offline]}" "${secs[small/sha256sum]}"); $(ratio "${secs[small/verify-offline]}" "${secs[small/sha256sum3]}") of sha256sum over the three copies it checks"
fi
if has one && has big; then
	echo "- big repository, one selected skill: add $(ms "${secs[big/add]}") ms / $(mib "${rss[big/add]}") MiB in the 50,000-file repository vs $(ms "${secs[one/add]}") ms / $(mib "${rss[one/add]}") MiB with the skill alone; git clone + sha256sum $(ms "${secs[big/baseline]}") ms / $(mib "${rss[big/baseline]}") MiB vs $(ms "${secs[one/baseline]}") ms / $(mib "${rss[one/baseline]}") MiB"
fi
if has mem; then
	peak=0
	for op in add add-symlink install-cold install-warm status verify-offline verify; do
		r=${rss[mem/$op]}
		if ((r > peak)); then peak=$r; fi
	done
	target "peak memory < 150 MB, 10,000 files" "$(le "$peak" $((150 * 1000 * 1000 / 1024)))" "$(mib "$peak") MiB at most, over add, install, status and verify"
fi
if [[ -n "${KEEP:-}" ]]; then
	echo "work directory: $work" >&2
fi
exit $status
