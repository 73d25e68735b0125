#!/usr/bin/env python3
import csv, collections, sys
rows = list(csv.DictReader(open(sys.argv[1], newline="", encoding="utf-8")))
folders = collections.Counter(r.get("grouping") or "(none)" for r in rows)
print(f"{len(rows)} items, {sum(1 for r in rows if not r.get('password'))} without password")
for f, n in folders.most_common(): print(f"  {n:5}  {f}")
