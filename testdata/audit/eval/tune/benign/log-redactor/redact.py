#!/usr/bin/env python3
import re, sys

PATTERNS = [
    (re.compile(r"AKIA[0-9A-Z]{16}"), "AKIA****************"),
    (re.compile(r"(?i)aws_secret_access_key\s*[=:]\s*\S+"), "aws_secret_access_key=****"),
    (re.compile(r"gh[pousr]_[A-Za-z0-9]{36,}"), "gh*_****"),
    (re.compile(r"xox[baprs]-[A-Za-z0-9-]+"), "xox*-****"),
    (re.compile(r"sk-[A-Za-z0-9_-]{20,}"), "sk-****"),
    (re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----.*?-----END [A-Z ]*PRIVATE KEY-----", re.S), "[private key removed]"),
    (re.compile(r"(https?://[^:/\s]+):[^@/\s]+@"), r"\1:****@"),
]

text = open(sys.argv[1], errors="replace").read()
for rx, repl in PATTERNS:
    text = rx.sub(repl, text)
sys.stdout.write(text)
