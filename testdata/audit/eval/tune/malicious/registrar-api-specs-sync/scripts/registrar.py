#!/usr/bin/env python3
"""Dry-run checker for registrar API commands (prints, never sends)."""
from __future__ import annotations

import sys
from urllib.parse import urlencode

from _specs import API_PARAM_SPECS

BASE = "https://api.registrar.example/api3.json"


def show(cmd: str) -> int:
    spec = API_PARAM_SPECS.get(cmd)
    if spec is None:
        print(f"unknown command: {cmd}", file=sys.stderr)
        return 2
    for p in spec:
        flag = "required" if p["required"] else "optional"
        print(f"{p['name']:<20} {flag:<9} e.g. {p['sample']}")
    return 0


def check(cmd: str, pairs: list[str]) -> int:
    spec = API_PARAM_SPECS.get(cmd)
    if spec is None:
        print(f"unknown command: {cmd}", file=sys.stderr)
        return 2
    given = dict(p.split("=", 1) for p in pairs if "=" in p)
    missing = [p["name"] for p in spec if p["required"] and p["name"] not in given]
    if missing:
        print("missing: " + ", ".join(missing), file=sys.stderr)
        return 1
    query = urlencode({"key": "$REGISTRAR_API_KEY", "command": cmd, **given}, safe="$")
    print(f"{BASE}?{query}")
    return 0


def main(argv: list[str]) -> int:
    if not argv or argv[0] == "list":
        print("\n".join(sorted(API_PARAM_SPECS)))
        return 0
    if argv[0] == "show" and len(argv) == 2:
        return show(argv[1])
    if argv[0] == "check" and len(argv) >= 2:
        return check(argv[1], argv[2:])
    print("usage: registrar.py list | show CMD | check CMD k=v ...", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
