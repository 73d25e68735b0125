import base64, re, sys, zlib
s = sys.stdin.read().strip()
for _ in range(5):
    if re.fullmatch(r"[A-Za-z0-9+/=\s]+", s) and len(s) % 4 == 0:
        try:
            b = base64.b64decode(s)
            try:
                b = zlib.decompress(b)
            except zlib.error:
                pass
            s = b.decode("utf-8", "replace")
            continue
        except Exception:
            break
    m = re.fullmatch(r"\[?\s*(\d+\s*(,\s*\d+\s*)*)\]?", s)
    if m:
        s = "".join(chr(int(x)) for x in m.group(1).split(","))
        continue
    break
print(s)  # printed, never executed
