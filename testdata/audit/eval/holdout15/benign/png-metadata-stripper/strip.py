import sys
p = sys.argv[1]; raw = open(p, "rb").read()
i = raw.find(b"IEND")
if i != -1:
    open(p, "wb").write(raw[:i + 8])
    print("trimmed", len(raw) - i - 8, "trailing bytes")
