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
# Cases (CASES, default "ci small one big mem huge"):
#   ci     500 skills of mixed sizes (1 to 9 files, 512 B to 256 KiB), the CI
#          path: install --frozen from a committed lock with an empty cache
#          (CI_RUNS runs, default 5), plus a syscall count of one such run
#          (strace -c -f, when strace is installed)
#   small  100 skills x 10 files x 4 KiB, add --all
#   one    1 skill x 10 files x 4 KiB, add --skill skill-0000
#   big    the same skill among 50,000 files, add --skill skill-0000
#   mem    1,000 skills x 10 files x 4 KiB (10,000 files), add --all
#          (MEM_RUNS runs, default 3: each run writes ~50,000 files)
#   huge   20 skills next to a 200 MB file outside every skill and a 50 MB
#          file in an unselected skill, add --skill skill-0000 (HUGE_RUNS,
#          default 3): memory must not grow with what the repository holds
#   shaped the CI path on a repository of the shape of a real collection
#          (bench/gen -real: 500 skills, references/ nested up to four
#          levels, binary assets, 3,000 files in trees beside skills/)
#   real   the CI path on a real repository: REAL_REPO (a local clone or
#          bare repository; nothing is fetched from the network) at
#          REAL_TAG (default v4.0.0), every skill under skills/, e.g.
#          REAL_REPO=~/src/antigravity-awesome-skills CASES=real bench/run.sh
#
# Operations per run:
#   baseline        git clone -q --depth 1 --branch TAG file://REMOTE + sha256sum of the selected files
#   sha256sum       sha256sum of the selected files alone (in that clone)
#   sha256sum x3    sha256sum of the three copies verify --offline reads
#                   (the clone standing in for the pinned commit, the store, the trusted root)
#   floor           what add must do at the least, with git and coreutils: the
#                   baseline, then two copies of the selected files (the store
#                   entry and the trusted root) and one flush of the file
#                   system (sync -f, syncfs), as skillpin does
#   add             skillpin add file://REMOTE@v1 ... (new project, empty cache)
#   add (symlink)   the same with install = "symlink": the root links to the
#                   store instead of holding copies
#   install (cold)  skillpin install from the lock of `add` (new project, empty cache)
#   install (warm)  skillpin install again: remote moved away (any network use
#                   fails the run), and the root must not change
#   version         skillpin version, timed right before install (warm): the
#                   process's own start, the yardstick of a no-op install
#   status          skillpin status (remote moved away)
#   verify offline  skillpin verify --offline (remote moved away)
#   verify          skillpin verify (ls-remote of the tag)
#   install --frozen (ci) skillpin install --frozen from the lock of `add`
#                   (new project, empty cache)
#   add, no filters (huge) add against a copy of the repository that allows
#                   no partial fetch: one shallow fetch of everything
#
# Every case's projects have approval = "lock": every locked skill is
# published to the trusted root (the case a CI job that prepares skills
# for an agent runs), so add and install write the root as well as the
# store.
#
# CPU time (user + system, the command and everything it waited for) is
# reported with its own median of per-run ratios: on a shared machine it
# moves far less with the load than wall time does.
#
# Peak memory is reported twice: the kernel's figure for the command and
# everything it waited for (git's pack-objects under a file:// remote
# included), and skillpin's own (VmHWM).
set -euo pipefail

RUNS=${RUNS:-5}
MEM_RUNS=${MEM_RUNS:-3}
CI_RUNS=${CI_RUNS:-5}
# TRANSPORT=http serves the ci, shaped and real cases over smart HTTP on
# 127.0.0.1 (bench/githttp) instead of file://: go-git's file:// transport
# starts a goroutine for every read and write of the git process's pipes
# (docs/performance.md), which a git host's users do not pay.
TRANSPORT=${TRANSPORT:-file}
HUGE_RUNS=${HUGE_RUNS:-3}
CASES=${CASES:-ci small one big mem huge}
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/skillpin-bench.XXXXXX")

# rmtree DIR: remove a tree holding read-only store entries.
rmtree() {
	if [[ -e "$1" ]]; then
		chmod -R u+w "$1"
		rm -rf "$1"
	fi
}
# On any exit: stop the HTTP servers this script started, and remove the
# work directory unless KEEP is set.
trap 'kill $(jobs -p) 2>/dev/null || true; [[ -n "${KEEP:-}" ]] || rmtree "$work"' EXIT
bin="$work/bin"
export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null
export SKILLPIN_USER=bench@example.com
unset SKILLPIN_CACHE XDG_CACHE_HOME

echo "building skillpin, gen and timeit into $bin" >&2
(cd "$repo" && go build -o "$bin/skillpin" ./cmd/skillpin && go build -o "$bin/gen" ./bench/gen && go build -o "$bin/timeit" ./bench/timeit && go build -o "$bin/githttp" ./bench/githttp)
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

# median: the median of the numbers on stdin, one a line.
median() { sort -g | awk '{ t[NR] = $1 } END { if (NR % 2) print t[(NR + 1) / 2]; else printf "%.6f\n", (t[NR / 2] + t[NR / 2 + 1]) / 2 }'; }

# summarize KEY: the median seconds, highest peak RSS (KiB, with children
# and skillpin's own), and median CPU, user and system seconds of KEY's runs.
declare -A secs rss own cpu usr sys
summarize() {
	local f="$work/results.${1//\//.}"
	secs[$1]=$(cut -d' ' -f1 "$f" | median)
	rss[$1]=$(awk 'BEGIN { m = 0 } $2 > m { m = $2 } END { print m }' "$f")
	own[$1]=$(awk 'BEGIN { m = 0 } $5 > m { m = $5 } END { print m }' "$f")
	cpu[$1]=$(awk '{ print $3 + $4 }' "$f" | median)
	usr[$1]=$(awk '{ print $3 }' "$f" | median)
	sys[$1]=$(awk '{ print $4 }' "$f" | median)
}

# ratio_median KEY BASE: the median over runs of KEY's time / BASE's time
# in the same run (the runs interleave, so each ratio sees one machine load).
ratio_median() {
	paste -d' ' "$work/results.${1//\//.}" "$work/results.${2//\//.}" | awk '{ print $1 / $6 }' | median
}

# cpu_ratio_median KEY BASE: the same for CPU time (user + system).
cpu_ratio_median() {
	paste -d' ' "$work/results.${1//\//.}" "$work/results.${2//\//.}" | awk '{ print ($3 + $4) / ($8 + $9) }' | median
}

newproject() { # DIR [INSTALL-MODE]
	mkdir -p "$1"
	# approval = "lock": every locked skill is published, so install
	# copies every skill into the trusted root.
	printf '[settings]\napproval = "lock"\ninstall = "%s"\n' "${2:-copy}" >"$1/skills.toml"
}

ops_default=(baseline floor sha256sum sha256sum3 add add-symlink install-cold version install-warm status verify-offline verify)
ops_ci=(baseline add install-frozen install-warm verify-offline)
ops_huge=(baseline add add-nofilter install-frozen)
declare -A desc syscalls
opsof() { # CASE: the operations the case times
	case $1 in
	ci | shaped | real) echo "${ops_ci[@]}" ;;
	huge) echo "${ops_huge[@]}" ;;
	*) echo "${ops_default[@]}" ;;
	esac
}

# runci CASE DIR URL RUNS SEL...: the CI path and the huge repository:
# add (to make the lock), then install --frozen from that lock into a new
# project with an empty cache, interleaved with the baseline.
runci() {
	local c=$1 cw=$2 url=$3 runs=$4 selpaths=$5
	shift 5
	local sel=("$@")
	for ((i = 1; i <= runs; i++)); do
		local d="$cw/run$i"
		mkdir -p "$d"
		timed "$c/baseline" sh -c "git clone -q --depth 1 --branch $tag '$url' '$d/clone' 2>/dev/null && cd '$d/clone' && find $selpaths -type f -print0 | xargs -0 sha256sum >/dev/null"
		newproject "$d/add"
		export SKILLPIN_CACHE="$d/add-cache"
		timed "$c/add" "$sp" -q -C "$d/add" add "$url@$tag" "${sel[@]}" --name bench
		if [[ $c == huge ]]; then
			newproject "$d/addnf"
			export SKILLPIN_CACHE="$d/addnf-cache"
			timed "$c/add-nofilter" "$sp" -q -C "$d/addnf" add "${url}-nofilter@v1" "${sel[@]}" --name bench
		fi
		newproject "$d/inst"
		cp "$d/add/skills.toml" "$d/add/skills.lock" "$d/inst/"
		export SKILLPIN_CACHE="$d/inst-cache"
		timed "$c/install-frozen" "$sp" -q -C "$d/inst" install --frozen
		if [[ $c != huge ]]; then
			local before after
			before=$(readlink "$d/inst/.skillpin/root")
			timed "$c/install-warm" "$sp" -q -C "$d/inst" install --frozen --offline
			after=$(readlink "$d/inst/.skillpin/root")
			if [[ "$before" != "$after" ]]; then
				echo "install (warm) published a new root generation ($before -> $after)" >&2
				exit 1
			fi
			timed "$c/verify-offline" "$sp" -q -C "$d/inst" verify --offline
		fi
	done
	if [[ $c != huge ]] && command -v strace >/dev/null; then
		# One more cold install, traced: what it asks of the kernel.
		local d="$cw/trace"
		newproject "$d"
		cp "$cw/run1/add/skills.toml" "$cw/run1/add/skills.lock" "$d/"
		SKILLPIN_CACHE="$d-cache" strace -f -c -o "$cw/strace-skillpin" "$sp" -q -C "$d" install --frozen >/dev/null
		strace -f -c -o "$cw/strace-baseline" sh -c "git clone -q --depth 1 --branch $tag '$url' '$cw/trace-clone' 2>/dev/null && cd '$cw/trace-clone' && find $selpaths -type f -print0 | xargs -0 sha256sum >/dev/null"
		syscalls[$c]=$(straced "$cw/strace-skillpin")
		syscalls[$c-baseline]=$(straced "$cw/strace-baseline")
	fi
}

# straced FILE: "total calls, fsync-family calls, file creations" of an
# strace -c summary.
straced() {
	awk '$NF == "total" { total = $(NF-2) } $NF ~ /^(fsync|fdatasync|syncfs|sync_file_range)$/ { sync += $4 } $NF ~ /^(openat|mkdirat|mkdir|open|creat)$/ { made += $4 } $NF ~ /^(write|pwrite64)$/ { wr += $4 } $NF == "nanosleep" { ns += $4 } $NF == "futex" { fx += $4 } END { printf "%d calls, %d fsync/fdatasync/syncfs, %d open/mkdir, %d write, %d nanosleep, %d futex", total, sync, made, wr, ns, fx }' "$1"
}

runcase() {
	local c=$1 skills files size filler runs=$RUNS
	local sel selpaths genargs=()
	tag=v1
	case $c in
	ci) skills=500 files=5 size=4096 filler=0 sel=(--all) selpaths=(skills) runs=$CI_RUNS genargs=(-mixed) ;;
	small) skills=100 files=10 size=4096 filler=0 sel=(--all) selpaths=(skills) ;;
	one) skills=1 files=10 size=4096 filler=0 sel=(--skill skill-0000) selpaths=(skills/skill-0000) ;;
	big) skills=1 files=10 size=4096 filler=49990 sel=(--skill skill-0000) selpaths=(skills/skill-0000) ;;
	mem) skills=1000 files=10 size=4096 filler=0 sel=(--all) selpaths=(skills) runs=$MEM_RUNS ;;
	huge) skills=20 files=5 size=4096 filler=0 sel=(--skill skill-0000) selpaths=(skills/skill-0000) runs=$HUGE_RUNS genargs=(-mixed -big 200000000 -big-skill 50000000) ;;
	shaped) skills=500 files=5 size=4096 filler=3000 sel=(--all) selpaths=(skills) runs=$CI_RUNS genargs=(-real) ;;
	real)
		if [[ -z "${REAL_REPO:-}" ]]; then
			echo "case real needs REAL_REPO, the path of a local clone (nothing is fetched from the network)" >&2
			exit 2
		fi
		skills=0 files=0 size=4096 filler=0 sel=(--all) selpaths=(skills) runs=$CI_RUNS tag=${REAL_TAG:-v4.0.0}
		;;
	*)
		echo "unknown case $c (ci, small, one, big, mem, huge, shaped, real)" >&2
		exit 2
		;;
	esac
	desc[$c]="$skills skills x $files files x $((size / 1024)) KiB, ${sel[*]}"
	if ((filler > 0)); then
		desc[$c]="$skills skill x $files files x $((size / 1024)) KiB in a repository of $((skills * files + filler)) files, ${sel[*]}"
	fi
	case $c in
	ci) desc[$c]="$skills skills of mixed sizes (1 to 9 files each, 512 B to 256 KiB), install --frozen from the lock" ;;
	shaped) desc[$c]="$skills skills shaped as a real collection (bench/gen -real: deep references/, binary assets) beside $filler unrelated files, install --frozen from the lock" ;;
	huge) desc[$c]="$skills skills of mixed sizes, a 200 MB file outside every skill and a 50 MB one in skill-0001, ${sel[*]}" ;;
	esac
	echo "case $c: ${desc[$c]}; $runs runs" >&2
	local cw="$work/$c" remote="$work/$c/remote.git"
	mkdir -p "$cw"
	if [[ $c == real ]]; then
		git clone -q --bare "$REAL_REPO" "$remote"
		git -C "$remote" config uploadpack.allowFilter true
		git -C "$remote" config uploadpack.allowAnySHA1InWant true
		desc[$c]="$(basename "$REAL_REPO" .git) at $tag: $(git -C "$remote" ls-tree -r --name-only "$tag" skills | grep -c '/SKILL.md$') SKILL.md files, $(git -C "$remote" ls-tree -r --name-only "$tag" skills | wc -l) files under skills/ of $(git -C "$remote" ls-tree -r --name-only "$tag" | wc -l), install --frozen from the lock"
	else
		"$bin/gen" -out "$remote" -skills "$skills" -files "$files" -size "$size" -filler "$filler" "${genargs[@]}"
	fi
	local url="file://$remote"
	if [[ $c == ci || $c == huge || $c == shaped || $c == real ]]; then
		if [[ $c == huge ]]; then
			cp -r "$remote" "$remote-nofilter"
			git -C "$remote-nofilter" config uploadpack.allowFilter false
		fi
		local server=""
		if [[ $TRANSPORT == http && $c != huge ]]; then
			# Smart HTTP on 127.0.0.1, as from a git host: the server's
			# processes are not the client's, for the baseline as for
			# skillpin.
			"$bin/githttp" -root "$cw" -addr-file "$cw/addr" 2>>"$log" &
			server=$!
			for _ in $(seq 50); do [[ -s "$cw/addr" ]] && break; sleep 0.1; done
			url="http://$(cat "$cw/addr")/remote.git"
			desc[$c]="${desc[$c]}; served over smart HTTP (git http-backend on 127.0.0.1)"
		else
			desc[$c]="${desc[$c]}; served over file://"
		fi
		runci "$c" "$cw" "$url" "$runs" "${selpaths[*]}" "${sel[@]}"
		[[ -z $server ]] || kill "$server"
		for op in $(opsof "$c"); do
			summarize "$c/$op"
		done
		rmtree "$cw"
		return
	fi

	for ((i = 1; i <= runs; i++)); do
		local d="$cw/run$i"
		mkdir -p "$d"
		timed "$c/baseline" sh -c "git clone -q --depth 1 --branch v1 '$url' '$d/clone' 2>/dev/null && cd '$d/clone' && find ${selpaths[*]} -type f -print0 | xargs -0 sha256sum >/dev/null"
		(cd "$d/clone" && find "${selpaths[@]}" -type f -print0) >"$d/files0"
		timed "$c/floor" sh -c "git clone -q --depth 1 --branch v1 '$url' '$d/floor' 2>/dev/null && cd '$d/floor' && find ${selpaths[*]} -type f -print0 | xargs -0 sha256sum >/dev/null && mkdir '$d/floor-store' '$d/floor-root' && cp -r ${selpaths[*]} '$d/floor-store/' && cp -r ${selpaths[*]} '$d/floor-root/' && sync -f '$d/floor-store'"
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
		timed "$c/version" "$sp" version
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
	for op in $(opsof "$c"); do
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
	floor) echo "floor: baseline + 2 copies (store, root)" ;;
	sha256sum) echo "sha256sum of the selected files" ;;
	sha256sum3) echo "sha256sum of checkout + store + root copies" ;;
	add) echo "add (cold cache)" ;;
	add-symlink) echo "add (cold cache), install = symlink" ;;
	add-nofilter) echo "add (cold cache), server without partial fetch" ;;
	install-cold) echo "install (cold cache, from lock)" ;;
	install-frozen) echo "install --frozen (cold cache, from lock)" ;;
	install-warm) echo "install (warm, nothing to do)" ;;
	version) echo "skillpin version (process start)" ;;
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
	echo "Every skill published (approval = \"lock\"); $(wc -l <"$work/results.${c}.baseline") runs, each operation interleaved with the baseline."
	echo
	echo "| operation | median ms | wall vs baseline | CPU ms (user + system) | CPU vs baseline | system ms | peak RSS MiB (with children) | skillpin's own peak MiB |"
	echo "|---|---:|---:|---:|---:|---:|---:|---:|"
	for op in $(opsof "$c"); do
		k="$c/$op"
		echo "| $(label "$op") | $(ms "${secs[$k]}") | $(ratio "$(ratio_median "$k" "$c/baseline")" 1) | $(ms "${cpu[$k]}") | $(ratio "$(cpu_ratio_median "$k" "$c/baseline")" 1) | $(ms "${sys[$k]}") | $(mib "${rss[$k]}") | $(mib "${own[$k]}") |"
	done
	echo
	echo "(wall and CPU vs baseline: the median over runs of each run's ratio to that run's baseline)"
	if [[ -n "${syscalls[$c]:-}" ]]; then
		echo
		echo "System calls of one cold run (strace -c -f): install --frozen ${syscalls[$c]}; baseline ${syscalls[$c-baseline]}."
	fi
done

# The targets of issue 19 (and the memory bound of DESIGN.md).
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
limit=$((150 * 1000 * 1000 / 1024)) # 150 MB in KiB
if has ci; then
	r=$(ratio_median ci/install-frozen ci/baseline)
	target "cold install --frozen, 500-skill lock <= 1.3x baseline" "$(le "$r" 1.3)" "$(ratio "$r" 1) (median of per-run ratios; $(ms "${secs[ci/install-frozen]}") ms against $(ms "${secs[ci/baseline]}") ms)"
fi
for c in ci shaped real; do
	has $c || continue
	[[ $c == ci ]] || {
		r=$(ratio_median $c/install-frozen $c/baseline)
		target "cold install --frozen, $c repository <= 1.3x baseline" "$(le "$r" 1.3)" "$(ratio "$r" 1) (median of per-run ratios; $(ms "${secs[$c/install-frozen]}") ms against $(ms "${secs[$c/baseline]}") ms)"
	}
	# Issue 42: everything published, by CPU time and memory too.
	r=$(cpu_ratio_median $c/install-frozen $c/baseline)
	target "cold install --frozen, $c, CPU <= 1.5x baseline's" "$(le "$r" 1.5)" "$(ratio "$r" 1) (median of per-run ratios; $(ms "${cpu[$c/install-frozen]}") ms against $(ms "${cpu[$c/baseline]}") ms, of which system $(ms "${sys[$c/install-frozen]}") against $(ms "${sys[$c/baseline]}") ms)"
	target "cold install --frozen, $c, skillpin's own peak <= 100 MiB" "$(le "${own[$c/install-frozen]}" $((100 * 1024)))" "$(mib "${own[$c/install-frozen]}") MiB"
done
if has small; then
	r=$(ratio_median small/add small/baseline)
	target "cold add --all, 100 skills x 10 files x 4 KiB <= 1.0x baseline" "$(le "$r" 1.0)" "$(ratio "$r" 1); the floor (baseline + the two copies add writes) is $(ratio "$(ratio_median small/floor small/baseline)" 1); with install = symlink $(ratio "$(ratio_median small/add-symlink small/baseline)" 1)"
	target "warm no-op install, 100 skills <= 30 ms" "$(le "${secs[small/install-warm]}" 0.030)" "$(ms "${secs[small/install-warm]}") ms, remote moved away, root generation unchanged"
	r=$(ratio_median small/install-warm small/version)
	target "warm no-op install, 100 skills <= 2x skillpin version (issue 42)" "$(le "$r" 2)" "$(ratio "$r" 1) (median of per-run ratios; $(ms "${secs[small/install-warm]}") ms against $(ms "${secs[small/version]}") ms; CPU $(ratio "$(cpu_ratio_median small/install-warm small/version)" 1))"
fi
if has small; then
	r=$(awk -v a="${secs[small/verify-offline]}" -v b="${secs[small/sha256sum]}" 'BEGIN { print a / b }')
	target "verify --offline, 100 skills x 10 files <= 1.3x sha256sum (issue 8)" "$(le "$r" 1.3)" "$(ratio "${secs[small/verify-offline]}" "${secs[small/sha256sum]}"); $(ratio "${secs[small/verify-offline]}" "${secs[small/sha256sum3]}") of sha256sum over the three copies it checks"
fi
if has one && has big; then
	echo "- big repository, one selected skill: add $(ms "${secs[big/add]}") ms / $(mib "${own[big/add]}") MiB in the 50,000-file repository vs $(ms "${secs[one/add]}") ms / $(mib "${own[one/add]}") MiB with the skill alone; git clone + sha256sum $(ms "${secs[big/baseline]}") ms / $(mib "${rss[big/baseline]}") MiB vs $(ms "${secs[one/baseline]}") ms / $(mib "${rss[one/baseline]}") MiB"
fi
if has ci; then
	target "warm no-op install --frozen --offline, 500 skills <= 30 ms" "$(le "${secs[ci/install-warm]}" 0.030)" "$(ms "${secs[ci/install-warm]}") ms"
fi
for c in mem ci huge shaped real; do
	has $c || continue
	peak=0
	for op in $(opsof "$c"); do
		[[ $op == baseline || $op == floor || $op == sha256sum* ]] && continue
		if [[ $op == add-nofilter ]]; then
			continue # reported below
		fi
		((${own[$c/$op]} > peak)) && peak=${own[$c/$op]}
	done
	target "peak memory <= 150 MB, case $c" "$(le "$peak" $limit)" "skillpin's own peak $(mib "$peak") MiB at most over its operations"
done
if has huge; then
	target "peak memory <= 150 MB, huge repository from a server without partial fetch" "$(le "${own[huge/add-nofilter]}" $limit)" "skillpin's own peak $(mib "${own[huge/add-nofilter]}") MiB when the server cannot leave the 200 MB file out"
fi
if [[ -n "${KEEP:-}" ]]; then
	echo "work directory: $work" >&2
fi
exit $status
