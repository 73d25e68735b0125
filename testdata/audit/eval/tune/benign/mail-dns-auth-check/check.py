#!/usr/bin/env python3
import argparse

import dns.resolver


def txt(name):
    try:
        return [b"".join(r.strings).decode() for r in dns.resolver.resolve(name, "TXT")]
    except (dns.resolver.NXDOMAIN, dns.resolver.NoAnswer):
        return []


ap = argparse.ArgumentParser()
ap.add_argument("domain")
ap.add_argument("--selector", action="append", default=["default", "google", "selector1", "selector2", "s1", "k1"])
a = ap.parse_args()
d = a.domain

spf = [t for t in txt(d) if t.startswith("v=spf1")]
print("SPF  ", spf or "missing", "(weak: ~all/?all)" if spf and not spf[0].endswith("-all") else "")
dmarc = [t for t in txt("_dmarc." + d) if t.startswith("v=DMARC1")]
print("DMARC", dmarc or "missing", "(p=none only monitors)" if dmarc and "p=none" in dmarc[0] else "")
for s in a.selector:
    k = txt(f"{s}._domainkey.{d}")
    if k:
        print(f"DKIM  {s}: found ({len(k[0])} chars)")
try:
    print("MX   ", sorted(str(r.exchange) for r in dns.resolver.resolve(d, "MX")))
except Exception:
    print("MX    missing")
print("MTA-STS", txt("_mta-sts." + d) or "missing")
