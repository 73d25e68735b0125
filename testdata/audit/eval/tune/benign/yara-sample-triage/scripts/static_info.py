#!/usr/bin/env python3
import math, re, sys, collections
data = open(sys.argv[1], "rb").read()
def entropy(b):
    c = collections.Counter(b); n = len(b) or 1
    return -sum(v / n * math.log2(v / n) for v in c.values())
print("size", len(data), "entropy %.2f" % entropy(data))
print("magic", data[:4])
strs = re.findall(rb"[ -~]{6,}", data)
for s in strs:
    t = s.decode()
    if re.search(r"https?://|powershell|cmd\.exe|/bin/sh|[A-Za-z0-9+/]{60,}={0,2}", t, re.I):
        print("  ", t.replace("http", "hxxp").replace(".", "[.]")[:160])
