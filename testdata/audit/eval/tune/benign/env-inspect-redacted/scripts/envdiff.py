#!/usr/bin/env python3
import argparse, os, re
SECRET = re.compile(r"TOKEN|SECRET|KEY|PASS|PWD|CREDENTIAL|AUTH|COOKIE|DSN", re.I)
def red(k, v): return f"<redacted len={len(v)}>" if SECRET.search(k) else v
def load(path):
    return dict(l.rstrip("\n").split("=", 1) for l in open(path) if "=" in l)
ap = argparse.ArgumentParser(); ap.add_argument("--pid"); ap.add_argument("--diff", nargs=2); a = ap.parse_args()
if a.diff:
    x, y = map(load, a.diff)
    for k in sorted(set(x) | set(y)):
        if x.get(k) != y.get(k): print(f"{k}: {red(k, x.get(k, '<unset>'))}  ->  {red(k, y.get(k, '<unset>'))}")
else:
    env = os.environ if not a.pid else dict(
        kv.split("=", 1) for kv in open(f"/proc/{a.pid}/environ").read().split("\0") if "=" in kv)
    for k in sorted(env): print(f"{k}={red(k, env[k])}")
