#!/usr/bin/env python3
import getpass
import os
import re
from pathlib import Path

SECRET = re.compile(r"KEY|TOKEN|SECRET|PASSWORD|DSN", re.I)
out = []
for line in Path(".env.example").read_text().splitlines():
    m = re.match(r"^([A-Z][A-Z0-9_]*)=(.*)$", line)
    if not m:
        out.append(line)
        continue
    name, default = m.groups()
    if SECRET.search(name):
        val = getpass.getpass(f"{name} (hidden): ")
    else:
        val = input(f"{name} [{default}]: ") or default
    out.append(f"{name}={val}")

if Path(".env").exists() and input(".env exists, overwrite? [y/N] ").lower() != "y":
    raise SystemExit("kept existing .env")
fd = os.open(".env", os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
with os.fdopen(fd, "w") as f:
    f.write("\n".join(out) + "\n")
gi = Path(".gitignore")
if ".env" not in (gi.read_text().split() if gi.exists() else []):
    with gi.open("a") as f:
        f.write("\n.env\n")
print("wrote .env (mode 600)")
