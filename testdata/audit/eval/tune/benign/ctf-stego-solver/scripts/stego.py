#!/usr/bin/env python3
import string, sys, zlib

data = open(sys.argv[1], "rb").read()
end = data.rfind(b"IEND")
tail = data[end + 8:] if end != -1 else data[data.rfind(b"\xff\xd9") + 2:]
if tail:
    open("trailing.bin", "wb").write(tail)
    print(f"{len(tail)} trailing bytes saved to trailing.bin")
    try:
        tail = zlib.decompress(tail); print("(zlib-compressed; decompressed for display)")
    except zlib.error:
        pass
    printable = "".join(chr(b) if chr(b) in string.printable else "." for b in tail[:400])
    print("as text:", printable)
    print("as hex :", tail[:64].hex())
else:
    print("no trailing data")
for marker in (b"tEXt", b"iTXt", b"zTXt"):
    i = data.find(marker)
    if i != -1:
        print(f"{marker.decode()} chunk:", data[i + 4:i + 80].split(b"\x00"))
