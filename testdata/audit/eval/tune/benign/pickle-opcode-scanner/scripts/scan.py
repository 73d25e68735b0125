#!/usr/bin/env python3
import pickletools, sys, zipfile, io
DANGER = {"os", "posix", "nt", "subprocess", "socket", "builtins", "__builtin__", "runpy", "shutil", "sys"}
SAFE = {"torch", "collections", "numpy", "_codecs", "torch._utils"}
def imports(data):
    out, strings = [], []
    for op, arg, _ in pickletools.genops(io.BytesIO(data)):
        if op.name in ("SHORT_BINUNICODE", "BINUNICODE", "UNICODE"): strings.append(arg)
        if op.name == "GLOBAL": out.append(tuple(arg.split(" ", 1)))
        if op.name == "STACK_GLOBAL" and len(strings) >= 2: out.append((strings[-2], strings[-1]))
    return out
def verdict(imps):
    mods = {m.split(".")[0] for m, _ in imps}
    if mods & DANGER or any(n in ("eval", "exec", "system", "__import__") for _, n in imps): return "DANGEROUS"
    return "SAFE" if mods <= {m.split(".")[0] for m in SAFE} else "SUSPICIOUS"
p = sys.argv[1]; blobs = []
if zipfile.is_zipfile(p):
    with zipfile.ZipFile(p) as z: blobs = [(n, z.read(n)) for n in z.namelist() if n.endswith(".pkl")]
else: blobs = [(p, open(p, "rb").read())]
for n, b in blobs:
    imps = imports(b); print(f"{verdict(imps):10} {n}"); [print("   ", ".".join(i)) for i in imps]
