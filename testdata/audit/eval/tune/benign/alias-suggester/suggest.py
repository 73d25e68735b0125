#!/usr/bin/env python3
import re
from collections import Counter
from pathlib import Path

SENSITIVE = re.compile(r"(?i)(token|secret|passw|api[_-]?key)\w*=|authorization:|bearer\s")


def history():
    for name in (".zsh_history", ".bash_history"):
        p = Path.home() / name
        if p.exists():
            for raw in p.read_text(errors="ignore").splitlines():
                line = raw.split(";", 1)[1] if raw.startswith(": ") and ";" in raw else raw
                if line and not SENSITIVE.search(line):
                    yield line


counts = Counter()
for line in history():
    words = line.split()
    if len(words) >= 2 and len(line) > 14:
        counts[" ".join(words[:3])] += 1

for prefix, n in counts.most_common(15):
    alias = "".join(w[0] for w in re.findall(r"[a-zA-Z]+", prefix))[:4]
    print(f"{n:5}  {prefix:45}  alias {alias}='{prefix}'")
