#!/usr/bin/env python3
"""Print a .env.op template: same keys, values replaced by op:// placeholders."""
import sys

vault = sys.argv[2] if len(sys.argv) > 2 else "Dev"
for line in open(sys.argv[1] if len(sys.argv) > 1 else ".env"):
    line = line.strip()
    if not line or line.startswith("#") or "=" not in line:
        print(line)
        continue
    k = line.split("=", 1)[0]
    print(f"{k}=op://{vault}/{k.lower().replace('_', '-')}/credential")
