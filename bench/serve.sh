#!/usr/bin/env bash
# bench/serve.sh: `skillpin serve --http` under load, on loopback.
#
# It builds skillpin, bench/gen and bench/serveload, generates a
# repository of 500 skills of mixed sizes (as bench/run.sh's ci case),
# adds them all to a new project (approval = "lock", so all 500 are in the
# trusted root), starts `skillpin serve --http 127.0.0.1:0` on that
# project, and runs bench/serveload against it with SESSIONS concurrent
# sessions for DURATION per run, for each protocol version and each mix of
# requests:
#
#   mixed  skills/list of a random page, then resources/read of a random
#          skill's SKILL.md, in turn
#   list   skills/list only (100 entries a page)
#   read   resources/read only
#
# These three saturate the server: each session sends its next request as
# soon as it has the last answer, so latency is mostly the queue of
# SESSIONS requests. A fourth row, "mixed at RATE/s", sends the mixed load
# at RATE requests a second (default 2000, the target's rate), each
# session on a fixed schedule: the latency a host load of that rate sees
# (serveload -rate; a late request counts from when it was due).
#
# The server's peak RSS (VmHWM) is read from /proc once every run is done.
# The script prints the results as Markdown, with `uptime`'s load
# average before and after, and exits 1 when the target of
# docs/performance.md is missed: the mixed load answered at >= 2,000
# requests/s (saturated row) with p99 < 50 ms (at RATE/s), and the server
# under 100 MB of RSS.
#
#   bench/serve.sh
#   SESSIONS=64 DURATION=10s bench/serve.sh
#   PAGE_SIZE=20 bench/serve.sh   # smaller skills/list pages (default 100)
#   RATE=3000 bench/serve.sh      # the paced row at 3,000 requests/s
#   KEEP=1 bench/serve.sh     # keep the work directory
set -euo pipefail

SESSIONS=${SESSIONS:-64}
DURATION=${DURATION:-10s}
RATE=${RATE:-2000}
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/skillpin-serve-bench.XXXXXX")
server=""
cleanup() {
	if [[ -n "$server" ]]; then
		kill "$server" 2>/dev/null || true
		wait "$server" 2>/dev/null || true
	fi
	if [[ -z "${KEEP:-}" ]]; then
		chmod -R u+w "$work" 2>/dev/null || true
		rm -rf "$work"
	else
		echo "work directory kept: $work" >&2
	fi
}
trap cleanup EXIT
bin="$work/bin"
export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null
export SKILLPIN_USER=bench@example.com
export SKILLPIN_CACHE="$work/cache"
unset XDG_CACHE_HOME

echo "building skillpin, gen and serveload into $bin" >&2
(cd "$repo" && go build -o "$bin/skillpin" ./cmd/skillpin && go build -o "$bin/gen" ./bench/gen && go build -o "$bin/serveload" ./bench/serveload)

echo "generating 500 skills and adding them" >&2
"$bin/gen" -out "$work/remote.git" -skills 500 -files 5 -mixed >/dev/null
mkdir -p "$work/project"
printf '[settings]\napproval = "lock"\n' >"$work/project/skills.toml"
"$bin/skillpin" -q -C "$work/project" add "file://$work/remote.git@v1" --all --name bench >/dev/null
files=$(find "$work/project/.skillpin/root/" -type f | wc -l)
bytes=$(du -sbL "$work/project/.skillpin/root/" | cut -f1)

"$bin/skillpin" -C "$work/project" serve --http 127.0.0.1:0 ${PAGE_SIZE:+--page-size "$PAGE_SIZE"} 2>"$work/serve.log" &
server=$!
url=""
for _ in $(seq 100); do
	url=$(grep -o 'http://127\.0\.0\.1:[0-9]*/mcp' "$work/serve.log" || true)
	[[ -n "$url" ]] && break
	sleep 0.1
done
if [[ -z "$url" ]]; then
	echo "the server did not start:" >&2
	cat "$work/serve.log" >&2
	exit 1
fi
echo "serving $url: 500 skills, $files files, $bytes bytes" >&2

results="$work/results"
: >"$results"
load_before=$(uptime)
for version in 2025-11-25 2026-07-28; do
	for mix in mixed list read paced; do
		rate=0
		case $mix in
		mixed) m=list,read ;;
		paced) m=list,read rate=$RATE ;;
		*) m=$mix ;;
		esac
		echo "load: $version $mix, $SESSIONS sessions, $DURATION" >&2
		"$bin/serveload" -url "$url" -sessions "$SESSIONS" -duration "$DURATION" -version "$version" -mix "$m" -rate "$rate" |
			sed "s/^{/{\"case\":\"$mix\",/" >>"$results"
	done
done
load_after=$(uptime)
rss_kb=$(awk '/^VmHWM:/ { print $2 }' "/proc/$server/status")
cpu=$(awk '{ printf "%.1f", ($14 + $15) / '"$(getconf CLK_TCK)"' }' "/proc/$server/stat")

echo
total=$(awk -F'"requests":' '{ split($2, a, ","); n += a[1] } END { print n }' "$results")
echo "500 skills ($files files, $((bytes / 1024 / 1024)) MiB) served by \`skillpin serve --http\` (page size ${PAGE_SIZE:-100}), $SESSIONS concurrent sessions, $DURATION per row; the server's peak RSS over all rows: $((rss_kb / 1024)) MiB, CPU $cpu s for $total requests ($(awk -v c="$cpu" -v n="$total" 'BEGIN { printf "%.2f", c * 1000 / n }') ms a request)."
echo
echo "uptime before: $load_before"
echo "uptime after:  $load_after"
echo
echo "| protocol | requests | per second | p50 | p90 | p99 | max | errors | load generator CPU |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---:|"
fail=0
notes=""
while read -r line; do
	row=$(printf '%s' "$line" | sed -E 's/.*"case":"([a-z]+)".*"version":"([0-9-]+)".*"requests":([0-9]+),"errors":([0-9]+).*"per_second":([0-9.]+),"p50_ms":([0-9.]+),"p90_ms":([0-9.]+),"p99_ms":([0-9.]+),"max_ms":([0-9.]+).*/\2 \1 \3 \4 \5 \6 \7 \8 \9/')
	read -r version mix n errs rate p50 p90 p99 max <<<"$row"
	label=$mix
	[[ $mix == paced ]] && label="mixed at $RATE/s"
	ccpu=$(printf '%s' "$line" | sed -E 's/.*"client_cpu_s":([0-9.]+).*/\1/')
	secs=$(printf '%s' "$line" | sed -E 's/.*"seconds":([0-9.]+).*/\1/')
	printf '| %s | %s | %.0f | %.1f ms | %.1f ms | %.1f ms | %.1f ms | %s | %.1f s (%.2f CPUs) |\n' "$version" "$label" "$rate" "$p50" "$p90" "$p99" "$max" "$errs" "$ccpu" "$(awk -v c="$ccpu" -v s="$secs" 'BEGIN { print c / s }')"
	if [[ $mix == paced ]]; then
		sent=$(printf '%s' "$line" | sed -E 's/.*"sent_p99_ms":([0-9.]+).*/\1/')
		notes+="$version at $RATE/s: p99 ${sent} ms counted from when each request was sent rather than due."$'\n'
	fi
	if [[ "$errs" != 0 ]]; then
		echo "errors in $version $mix: $line" >&2
		fail=1
	fi
	if [[ $mix == mixed ]] && ! awk -v r="$rate" 'BEGIN { exit !(r >= 2000) }'; then
		echo "target missed: $version mixed at $rate requests/s saturated (want >= 2000/s)" >&2
		fail=1
	fi
	if [[ $mix == paced ]] && ! awk -v r="$rate" -v p="$p99" -v want="$RATE" 'BEGIN { exit !(r >= 0.98 * want && want >= 2000 && p < 50) }'; then
		echo "target missed: $version mixed at $rate requests/s (paced at $RATE/s), p99 $p99 ms (want >= 2000/s, p99 < 50 ms)" >&2
		fail=1
	fi
done <"$results"
if [[ -n "$notes" ]]; then
	echo
	printf '%s' "$notes"
fi
if ((rss_kb >= 100 * 1024)); then
	echo "target missed: peak RSS $((rss_kb / 1024)) MiB (want < 100 MB)" >&2
	fail=1
fi
exit $fail
