#!/usr/bin/env python3
import argparse
import base64
import datetime as dt
import json


def b64url(s):
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("token")
    ap.add_argument("--jwks")
    a = ap.parse_args()
    h, p, sig = a.token.split(".")
    header, claims = json.loads(b64url(h)), json.loads(b64url(p))
    print("header:", json.dumps(header, indent=2))
    print("claims:", json.dumps(claims, indent=2))
    for k in ("iat", "nbf", "exp"):
        if k in claims:
            print(f"{k}: {dt.datetime.fromtimestamp(claims[k], dt.timezone.utc).isoformat()}")
    if "exp" in claims:
        left = claims["exp"] - dt.datetime.now(dt.timezone.utc).timestamp()
        print("expired" if left < 0 else f"expires in {int(left // 60)} min")
    if a.jwks:
        import jwt
        key = jwt.PyJWKClient(a.jwks).get_signing_key_from_jwt(a.token)
        jwt.decode(a.token, key.key, algorithms=[header["alg"]], options={"verify_aud": False})
        print("signature: valid")


if __name__ == "__main__":
    main()
