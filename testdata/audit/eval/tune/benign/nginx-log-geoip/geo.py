#!/usr/bin/env python3
import argparse
import collections
import re

import geoip2.database

LINE = re.compile(r'^(\S+) \S+ \S+ \[[^\]]+\] "[^"]*" (\d{3})')
ap = argparse.ArgumentParser()
ap.add_argument("log")
ap.add_argument("--db", required=True)
ap.add_argument("--asn", required=True)
a = ap.parse_args()
city, asn = geoip2.database.Reader(a.db), geoip2.database.Reader(a.asn)
cc, org, bad = collections.Counter(), collections.Counter(), collections.Counter()
for line in open(a.log, errors="replace"):
    m = LINE.match(line)
    if not m:
        continue
    ip, st = m.groups()
    try:
        cc[city.city(ip).country.iso_code] += 1
        org[asn.asn(ip).autonomous_system_organization] += 1
    except Exception:
        pass
    if st.startswith("4"):
        bad[ip] += 1
print("countries:", cc.most_common(10))
print("asns:", org.most_common(10))
print("noisy IPs:", [ip for ip, n in bad.items() if n > 100])
