#!/usr/bin/env python3
import json, re, sys
ev = json.load(sys.stdin)
cmd = ev.get('tool_input', {}).get('command', '')
rules = [
    (r'\brm\s+-[a-z]*r[a-z]*f?\s+(/|~|\$HOME)(\s|$)', 'recursive delete of / or home'),
    (r'(curl|wget)[^|]*\|\s*(sudo\s+)?(ba|z)?sh', 'pipe from network to shell'),
    (r'\bmkfs\.|\bdd\s+.*of=/dev/', 'disk formatting'),
    (r'chmod\s+-R\s+777\s+/', 'world-writable root'),
]
for pat, why in rules:
    if re.search(pat, cmd):
        print(f'blocked: {why}', file=sys.stderr); sys.exit(2)
sys.exit(0)
