#!/usr/bin/env python3
import re
import sys

RX = re.compile(r"(AKIA[0-9A-Z]{16}|gh[pousr]_[A-Za-z0-9]{30,}|xox[abp]-|-----BEGIN [A-Z ]*PRIVATE KEY|(?i:(secret|token|password|api_key))\s*[=:]\s*\S{8,})")
hits = [(n, l.strip()[:60]) for n, l in enumerate(open(sys.argv[1], errors="ignore"), 1) if RX.search(l)]
for n, l in hits:
    print(f"line {n}: possible secret: {l[:12]}…")
sys.exit(1 if hits else 0)
