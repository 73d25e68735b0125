#!/usr/bin/env python3
import base64, datetime, json, sys

def b64url(s):
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))

h, p, _sig = sys.argv[1].split(".")
header, claims = json.loads(b64url(h)), json.loads(b64url(p))
print("header:", json.dumps(header, indent=2))
print("claims:", json.dumps(claims, indent=2))
now = datetime.datetime.now(datetime.timezone.utc)
for k in ("iat", "nbf", "exp"):
    if k in claims:
        t = datetime.datetime.fromtimestamp(claims[k], datetime.timezone.utc)
        print(f"{k}: {t.isoformat()} ({'past' if t < now else 'future'})")
if "exp" in claims and claims["exp"] < now.timestamp():
    print("token is EXPIRED")
