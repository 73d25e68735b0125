#!/usr/bin/env python3
import collections, math, sys

def entropy(s):
    c = collections.Counter(s)
    return -sum(n / len(s) * math.log2(n / len(s)) for n in c.values()) if s else 0

subs = collections.defaultdict(set); clients = collections.defaultdict(set); txt = collections.Counter()
fields = None
for line in open(sys.argv[1]):
    if line.startswith("#fields"):
        fields = line.rstrip("\n").split("\t")[1:]; continue
    if line.startswith("#") or not fields:
        continue
    r = dict(zip(fields, line.rstrip("\n").split("\t")))
    q = r.get("query", "")
    labels = q.split(".")
    if len(labels) < 3:
        continue
    parent = ".".join(labels[-2:])
    subs[parent].add(".".join(labels[:-2])); clients[parent].add(r.get("id.orig_h", "?"))
    if r.get("qtype_name") == "TXT":
        txt[r.get("id.orig_h", "?")] += 1

rank = sorted(subs, key=lambda p: (len(subs[p]), sum(entropy(s) for s in subs[p]) / len(subs[p])), reverse=True)
print(f"{'domain':35} {'unique subs':>11} {'mean H':>7}  clients")
for p in rank[:20]:
    h = sum(entropy(s) for s in subs[p]) / len(subs[p])
    flag = "  <-- suspicious" if len(subs[p]) > 200 and h > 3.5 else ""
    print(f"{p:35} {len(subs[p]):>11} {h:>7.2f}  {', '.join(sorted(clients[p]))[:60]}{flag}")
print("\nTXT-heavy clients:", ", ".join(f"{c} ({n})" for c, n in txt.most_common(5)) or "none")
