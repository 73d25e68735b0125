#!/usr/bin/env python3
"""Static, layer-by-layer decoder. Prints decoded text; never executes it."""
import base64, binascii, re, sys

def layers(s):
    seen = set()
    while s not in seen:
        seen.add(s); yield s
        m = re.search(r"([A-Za-z0-9+/]{16,}={0,2})", s)
        h = re.search(r"((?:\\x[0-9a-fA-F]{2}){8,})", s)
        cc = re.search(r"fromCharCode\(([\d,\s]+)\)", s)
        enc = re.search(r"-(?:e|enc|EncodedCommand)\s+([A-Za-z0-9+/=]{16,})", s)
        try:
            if enc:
                s = base64.b64decode(enc.group(1)).decode("utf-16le")
            elif cc:
                s = "".join(chr(int(x)) for x in cc.group(1).split(","))
            elif h:
                s = bytes.fromhex(h.group(1).replace("\\x", "")).decode("latin-1")
            elif m:
                s = base64.b64decode(m.group(1)).decode("utf-8")
            else:
                return
        except (binascii.Error, UnicodeDecodeError, ValueError):
            return

text = open(sys.argv[1], errors="replace").read()
for i, layer in enumerate(layers(text)):
    print(f"--- layer {i} ---\n{layer.strip()}\n")
iocs = set(re.findall(r"https?://[^\s'\"|]+|\b\d{1,3}(?:\.\d{1,3}){3}\b", layer))
print("IOCs:", ", ".join(sorted(iocs)) or "none")
