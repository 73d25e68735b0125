#!/usr/bin/env python3
import difflib, os, pathlib, re, sys
H = pathlib.Path.home()
files = [H/".zsh_history", H/".bash_history", H/".local/share/fish/fish_history"]
MASK = re.compile(r"((?:TOKEN|KEY|SECRET|PASSWORD|PASS)\w*=|--password[= ]|-p ?|Authorization: ?\w* ?)(\S+)", re.I)
lines = []
for f in files:
    if f.exists():
        for l in f.read_text(errors="replace").splitlines():
            l = re.sub(r"^: \d+:\d+;", "", l).removeprefix("- cmd: ")
            if l.strip(): lines.append(l)
q = " ".join(sys.argv[1:]).lower()
scored = sorted(set(lines), key=lambda l: -difflib.SequenceMatcher(None, q, l.lower()).ratio())
for l in scored[:15]:
    print(MASK.sub(lambda m: m.group(1) + "****", l))
