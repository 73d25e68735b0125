import pathlib
import re
import sys

here = pathlib.Path(__file__).resolve().parent.parent
pats = [re.compile(l, re.I) for l in (here / "rules.txt").read_text().splitlines() if l.strip()]
for n, line in enumerate(pathlib.Path(sys.argv[1]).read_text(errors="replace").splitlines(), 1):
    if any(p.search(line) for p in pats):
        print(n, line[:120])
