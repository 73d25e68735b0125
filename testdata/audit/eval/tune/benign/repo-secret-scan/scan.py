#!/usr/bin/env python3
import re
import subprocess
import sys
from pathlib import Path

PATTERNS = {
    "aws-access-key-id": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "stripe-secret": re.compile(r"\bsk_(live|test)_[A-Za-z0-9]{16,}\b"),
    "slack-token": re.compile(r"\bxox[abpr]-[A-Za-z0-9-]{10,}\b"),
    "private-key": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "generic-assignment": re.compile(r"(?i)\b(api[_-]?key|secret|passwd|password)\s*[:=]\s*['\"][^'\"]{12,}['\"]"),
}
SKIP_DIRS = {".git", "node_modules", ".venv", "dist", "build"}


def mask(s):
    return s if len(s) < 8 else s[:4] + "…" + s[-2:]


def scan_text(label, text):
    for n, line in enumerate(text.splitlines(), 1):
        for kind, rx in PATTERNS.items():
            m = rx.search(line)
            if m:
                yield label, n, kind, mask(m.group(0))


def tree():
    for p in Path(".").rglob("*"):
        if p.is_file() and not SKIP_DIRS.intersection(p.parts) and p.stat().st_size < 2_000_000:
            try:
                yield from scan_text(str(p), p.read_text(errors="ignore"))
            except OSError:
                pass


def history():
    log = subprocess.run(["git", "log", "-p", "--all", "-U0", "--format=@@commit %h"], capture_output=True, text=True).stdout
    commit = "?"
    for line in log.splitlines():
        if line.startswith("@@commit "):
            commit = line.split()[1]
        elif line.startswith("+") and not line.startswith("+++"):
            for _, _, kind, val in scan_text("", line[1:]):
                yield f"commit {commit}", 0, kind, val


def main():
    rows = list(tree())
    if "--history" in sys.argv:
        rows += list(history())
    for where, line, kind, val in rows:
        print(f"{kind:20} {where}:{line}  {val}")
    print(f"{len(rows)} findings")


if __name__ == "__main__":
    main()
