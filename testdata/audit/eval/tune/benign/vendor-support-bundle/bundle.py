#!/usr/bin/env python3
import argparse
import io
import re
import subprocess
import tarfile
from pathlib import Path

import yaml

SENSITIVE = re.compile(r"(?i)pass|secret|token|key|credential|dsn")


def redact(node):
    if isinstance(node, dict):
        return {k: ("<redacted>" if SENSITIVE.search(str(k)) else redact(v)) for k, v in node.items()}
    if isinstance(node, list):
        return [redact(v) for v in node]
    return node


def add(tar, name, data):
    b = data.encode()
    info = tarfile.TarInfo(name)
    info.size = len(b)
    tar.addfile(info, io.BytesIO(b))


ap = argparse.ArgumentParser()
ap.add_argument("--logs", required=True)
ap.add_argument("--config", required=True)
a = ap.parse_args()
with tarfile.open("support-bundle.tgz", "w:gz") as tar:
    cfg = redact(yaml.safe_load(Path(a.config).read_text()))
    add(tar, "config.redacted.yaml", yaml.safe_dump(cfg))
    for log in sorted(Path(a.logs).glob("*.log")):
        add(tar, f"logs/{log.name}", "\n".join(log.read_text(errors="ignore").splitlines()[-5000:]))
    add(tar, "versions.txt", subprocess.run(["sh", "-c", "uname -a; python3 --version"], capture_output=True, text=True).stdout)
    for m in tar.getmembers():
        print(m.name, m.size)
print("wrote support-bundle.tgz")
