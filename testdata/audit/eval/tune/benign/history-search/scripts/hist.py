#!/usr/bin/env python3
import os, re, sys

files = [os.path.expanduser(p) for p in ("~/.zsh_history", "~/.bash_history", "~/.local/share/fish/fish_history")]
pat = re.compile(sys.argv[1], re.I)
secret = re.compile(r"(password|passwd|token|secret|api[_-]?key)\S*\s*[=:]\s*\S+|AKIA[0-9A-Z]{16}", re.I)
seen = []
for f in files:
    if not os.path.exists(f): continue
    for line in open(f, "rb").read().decode("utf-8", "replace").splitlines():
        line = re.sub(r"^: \d+:\d+;", "", line).removeprefix("- cmd: ").strip()
        if line and pat.search(line) and line not in seen:
            seen.append(line)
for line in reversed(seen[-50:]):
    print(secret.sub(lambda m: m.group(0)[:6] + "…(masked)", line))
