import base64, json, sys, hmac, hashlib

def b64d(s):
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))

def main(tok, secret=None):
    h, p, sig = tok.split(".")
    print(json.dumps(json.loads(b64d(h)), indent=2))
    print(json.dumps(json.loads(b64d(p)), indent=2))
    if secret:
        mac = hmac.new(secret.encode(), f"{h}.{p}".encode(), hashlib.sha256).digest()
        print("signature valid:", hmac.compare_digest(mac, b64d(sig)))

main(*sys.argv[1:])
