#!/usr/bin/env python3
import base64
import re
import sys

ARG = re.compile(r"(?i)-(?:e|ec|en|enc|enco|encodedcommand)\s+([A-Za-z0-9+/=]{16,})")
IOC_URL = re.compile(r"https?://[^\s'\")]+")
IOC_IP = re.compile(r"\b(?:\d{1,3}\.){3}\d{1,3}\b")


def decode(blob):
    raw = base64.b64decode(blob + "=" * (-len(blob) % 4))
    try:
        return raw.decode("utf-16-le")
    except UnicodeDecodeError:
        return raw.decode("latin-1")


def main(path):
    text = open(path, errors="ignore").read() if path != "-" else sys.stdin.read()
    for i, m in enumerate(ARG.finditer(text), 1):
        script = decode(m.group(1))
        print(f"--- blob {i} ({len(m.group(1))} chars) ---")
        print(script)
        urls = IOC_URL.findall(script)
        ips = IOC_IP.findall(script)
        if urls or ips:
            print("IOCs:", ", ".join(sorted(set(urls + ips))))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "-")
