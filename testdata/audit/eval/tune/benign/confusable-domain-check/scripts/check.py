#!/usr/bin/env python3
import sys, unicodedata
from urllib.parse import urlparse

for line in open(sys.argv[1], encoding="utf-8"):
    u = line.strip()
    if not u:
        continue
    host = urlparse(u if "://" in u else "http://" + u).hostname or ""
    scripts = {unicodedata.name(c, "?").split()[0] for c in host if c.isalpha()}
    if len(scripts) > 1 or any(ord(c) > 127 for c in host):
        print("SUSPICIOUS %-40s scripts=%s punycode=%s" % (host, ",".join(sorted(scripts)), host.encode("idna").decode()))
