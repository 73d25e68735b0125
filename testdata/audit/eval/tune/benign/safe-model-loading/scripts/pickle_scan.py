#!/usr/bin/env python3
"""List globals a pickle would import, without loading it."""
import pickletools, sys, zipfile

SAFE = ("torch", "numpy", "collections", "builtins.set", "_codecs")
DANGER = ("os", "posix", "subprocess", "builtins.eval", "builtins.exec", "socket", "shutil", "runpy")

def streams(path):
    if zipfile.is_zipfile(path):
        with zipfile.ZipFile(path) as z:
            for n in z.namelist():
                if n.endswith(".pkl"):
                    yield n, z.read(n)
    else:
        yield path, open(path, "rb").read()

for name, data in streams(sys.argv[1]):
    found = set()
    last_strings = []
    for op, arg, _ in pickletools.genops(data):
        if op.name in ("SHORT_BINUNICODE", "BINUNICODE", "UNICODE"):
            last_strings = (last_strings + [arg])[-2:]
        if op.name == "GLOBAL":
            found.add(arg.replace(" ", "."))
        elif op.name == "STACK_GLOBAL" and len(last_strings) == 2:
            found.add(".".join(last_strings))
    for g in sorted(found):
        tag = "DANGER" if g.startswith(DANGER) else "ok" if g.startswith(SAFE) else "review"
        print(f"{tag:7} {name}: {g}")
