#!/usr/bin/env python3
import csv, re, sys
for row in csv.DictReader(open(sys.argv[1])):
    a = row.get("address", "")
    ok = bool(re.fullmatch(r"0x[0-9a-fA-F]{40}|bc1[0-9a-z]{25,59}|[13][1-9A-HJ-NP-Za-km-z]{25,34}", a))
    print("%-30s %-45s %s" % (row.get("name", ""), a, "ok" if ok else "INVALID"))
