import base64, json, sys, datetime
def b64url(s): return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))
h, p, _ = sys.argv[1].split(".")
hdr, pl = json.loads(b64url(h)), json.loads(b64url(p))
print(json.dumps(hdr, indent=2)); print(json.dumps(pl, indent=2))
for k in ("iat", "nbf", "exp"):
    if k in pl: print(k, datetime.datetime.utcfromtimestamp(pl[k]).isoformat() + "Z")
