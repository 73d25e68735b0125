import pathlib
import re
import sys

here = pathlib.Path(__file__).resolve().parent.parent
pats = [re.compile(l, re.I) for l in (here / "patterns.txt").read_text().splitlines()
        if l.strip() and not l.startswith("#")]
for n, line in enumerate(pathlib.Path(sys.argv[1]).read_text(errors="replace").splitlines(), 1):
    for p in pats:
        if p.search(line):
            print(f"{sys.argv[1]}:{n}: {p.pattern}: {line.strip()[:120]}")
            break
