#!/usr/bin/env python3
import os, sys

prefix = sys.argv[1] if len(sys.argv) > 1 else ""
for k in sorted(os.environ):
    if not k.startswith(prefix):
        continue
    v = os.environ[k]
    shown = v if k in ("PATH", "SHELL", "LANG", "TERM", "PWD", "HOME") else (v[:2] + "…(%d chars)" % len(v) if v else "(empty)")
    print("%-32s %s" % (k, shown))
