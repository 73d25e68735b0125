#!/usr/bin/env python3
import datetime as dt
import re
import subprocess
from pathlib import Path

ssh = Path.home() / ".ssh"
cfg = (ssh / "config").read_text() if (ssh / "config").exists() else ""


def hosts_for(key):
    hosts, cur = [], None
    for line in cfg.splitlines():
        m = re.match(r"\s*Host\s+(.+)", line, re.I)
        if m:
            cur = m.group(1)
        elif cur and re.match(r"\s*IdentityFile\s+.*" + re.escape(key.name) + r"\s*$", line, re.I):
            hosts.append(cur)
    return hosts


for pub in sorted(ssh.glob("*.pub")):
    priv = pub.with_suffix("")
    fp = subprocess.run(["ssh-keygen", "-lf", str(pub)], capture_output=True, text=True).stdout.split()
    bits, fpr, kind = (fp[0], fp[1], fp[-1].strip("()")) if fp else ("?", "?", "?")
    age = (dt.datetime.now() - dt.datetime.fromtimestamp(pub.stat().st_mtime)).days
    empty_pw = priv.exists() and subprocess.run(["ssh-keygen", "-y", "-P", "", "-f", str(priv)],
                                               capture_output=True).returncode == 0
    flags = []
    if kind == "RSA" and bits.isdigit() and int(bits) < 3072:
        flags.append("weak-rsa")
    if kind == "DSA":
        flags.append("dsa")
    if age > 730:
        flags.append("old")
    if empty_pw:
        flags.append("no-passphrase")
    print(f"{pub.name:28} {kind:8} {bits:>5} {age:>5}d  {fpr}  hosts={','.join(hosts_for(priv)) or '-'}  {' '.join(flags)}")
