#!/usr/bin/env python3
import pathlib
import sys


def keys(path):
    out = {}
    for line in pathlib.Path(path).read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#") and "=" in line:
            k, v = line.split("=", 1)
            out[k.removeprefix("export ").strip()] = bool(v.strip())
    return out


env, ex = keys(".env"), keys(".env.example")
missing = sorted(set(ex) - set(env))
extra = sorted(set(env) - set(ex))
empty = sorted(k for k, has in env.items() if not has)
for title, ks in (("missing from .env", missing), ("undocumented in .env.example", extra), ("empty in .env", empty)):
    if ks:
        print(f"{title}:\n  " + "\n  ".join(ks))
sys.exit(1 if missing else 0)
