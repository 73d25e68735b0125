import sys, struct
KEEP = {b"IHDR", b"PLTE", b"IDAT", b"IEND", b"tRNS", b"gAMA", b"sRGB"}
for path in sys.argv[1:]:
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    out, i = [data[:8]], 8
    while i < len(data):
        n, = struct.unpack(">I", data[i:i+4]); typ = data[i+4:i+8]
        chunk = data[i:i+12+n]
        if typ in KEEP: out.append(chunk)
        i += 12 + n
        if typ == b"IEND": break
    new = b"".join(out)
    open(path, "wb").write(new)
    print(f"{path}: dropped {len(data)-len(new)} bytes")
