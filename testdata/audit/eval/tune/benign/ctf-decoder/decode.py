#!/usr/bin/env python3
import base64, binascii, codecs, string, sys

s = sys.argv[1].strip()

def printable(b):
    return all(chr(c) in string.printable for c in b)

cands = []
try:
    cands.append(("base64", base64.b64decode(s, validate=True)))
except (binascii.Error, ValueError):
    pass
try:
    cands.append(("hex", bytes.fromhex(s)))
except ValueError:
    pass
cands.append(("rot13", codecs.decode(s, "rot13").encode()))
for key in range(1, 256):
    x = bytes(c ^ key for c in s.encode())
    if printable(x) and b"flag{" in x.lower():
        cands.append((f"xor 0x{key:02x}", x))
for name, out in cands:
    if printable(out):
        print(f"{name}: {out.decode()}")
