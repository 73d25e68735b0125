#!/usr/bin/env python3
import argparse
import hashlib
import json
import pathlib
import subprocess

SKIP = ("/proc", "/sys", "/dev", "/run")


def sha256(p):
    h = hashlib.sha256()
    with open(p, "rb") as f:
        for b in iter(lambda: f.read(1 << 20), b""):
            h.update(b)
    return h.hexdigest()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("target")
    ap.add_argument("--rules", default="rules")
    ap.add_argument("--out", default="case/yara-hits.jsonl")
    a = ap.parse_args()
    out = pathlib.Path(a.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    hits = []
    for rule in sorted(pathlib.Path(a.rules).glob("*.yar")):
        res = subprocess.run(["yara", "-r", "-s", "-w", str(rule), a.target], capture_output=True, text=True)
        for line in res.stdout.splitlines():
            if not line.startswith("0x"):
                name, path = line.split(" ", 1)
                if path.startswith(SKIP):
                    continue
                hits.append({"rule": name, "file": rule.name, "path": path, "sha256": sha256(path), "strings": []})
            elif hits:
                hits[-1]["strings"].append(line)
    with out.open("w") as f:
        for h in hits:
            f.write(json.dumps(h) + "\n")
    n = len(hits)
    print(f"{n} hits written to {out}")


if __name__ == "__main__":
    main()
