import base64, binascii, re, sys, zlib
data = open(sys.argv[1], errors="ignore").read()
for layer in range(1, 8):
    m = max(re.findall(r"[A-Za-z0-9+/]{40,}={0,2}|(?:[0-9a-fA-F]{2}){20,}", data) or [""], key=len)
    if not m: break
    try:
        raw = bytes.fromhex(m) if re.fullmatch(r"[0-9a-fA-F]+", m) else base64.b64decode(m)
    except (binascii.Error, ValueError):
        break
    try: raw = zlib.decompress(raw)
    except zlib.error: pass
    data = raw.decode("utf-8", "replace")
    print(f"--- layer {layer} ---\n{data[:2000]}")
codes = re.findall(r"\[(\s*\d{2,3}(?:\s*,\s*\d{2,3}){8,})\]", data)
for c in codes:
    print("--- char codes ---\n" + "".join(chr(int(x)) for x in c.split(",")))
