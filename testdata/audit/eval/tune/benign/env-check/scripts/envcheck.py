import pathlib
import sys


def names(path):
    out = set()
    for line in pathlib.Path(path).read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#") and "=" in line:
            out.add(line.split("=", 1)[0].removeprefix("export ").strip())
    return out


have, want = names(".env"), names(".env.example")
for n in sorted(want - have):
    print("missing:", n)
for n in sorted(have - want):
    print("not in .env.example:", n)
sys.exit(1 if want - have else 0)
