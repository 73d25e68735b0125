#!/usr/bin/env python3
import re, sys, pathlib
root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
for p in root.rglob("*.md"):
    t = p.read_text(encoding="utf-8")
    t = re.sub(r"[ \t]+$", "", t, flags=re.M)          # MD009
    t = re.sub(r"\n{3,}", "\n\n", t)                   # MD012
    t = re.sub(r"^```\s*$(?=\n[^`])", "```text", t, count=0, flags=re.M)  # MD040 (open fences)
    t = re.sub(r"^(\s*)[*+] ", r"\1- ", t, flags=re.M)  # MD004
    p.write_text(t, encoding="utf-8")
    print("fixed", p)
