import sys, dns.resolver
d, sel = sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "default"
for q in (d, f"{sel}._domainkey.{d}", f"_dmarc.{d}"):
    try: print(q, [r.to_text() for r in dns.resolver.resolve(q, "TXT")])
    except Exception as e: print(q, "none", e.__class__.__name__)
