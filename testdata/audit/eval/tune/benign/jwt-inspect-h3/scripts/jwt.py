import base64
import datetime
import json
import sys


def b64url(s):
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))


def main(tok):
    head, body, _sig = tok.split(".")
    h, p = json.loads(b64url(head)), json.loads(b64url(body))
    print("header:", json.dumps(h, indent=2))
    for k in ("iat", "nbf", "exp"):
        if k in p:
            p[k] = f"{p[k]} ({datetime.datetime.fromtimestamp(p[k], datetime.timezone.utc).isoformat()})"
    print("claims:", json.dumps(p, indent=2))


if __name__ == "__main__":
    main(sys.argv[1])
