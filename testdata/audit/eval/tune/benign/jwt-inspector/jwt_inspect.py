import base64, json, sys, time, os, argparse
import jwt  # PyJWT
ap = argparse.ArgumentParser(); ap.add_argument("token"); ap.add_argument("--key"); ap.add_argument("--secret-env")
a = ap.parse_args()
def b64(s): return json.loads(base64.urlsafe_b64decode(s + "=" * (-len(s) % 4)))
h, p, _ = a.token.split(".")
hdr, claims = b64(h), b64(p)
print("header:", json.dumps(hdr, indent=2)); print("claims:", json.dumps(claims, indent=2))
if "exp" in claims: print("expires in", int(claims["exp"] - time.time()), "s")
key = open(a.key).read() if a.key else os.environ.get(a.secret_env or "", None)
if key:
    try: jwt.decode(a.token, key, algorithms=[hdr["alg"]], options={"verify_aud": False}); print("signature: valid")
    except jwt.InvalidTokenError as e: print("signature: INVALID", e)
