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
    n = 0
    with out.open("w") as f:
        for rule in sorted(pathlib.Path(a.rules).glob("*.yar")):
            res = subprocess.run(["yara", "-r", "-s", "-w", str(rule), a.target], capture_output=True, text=True)
            cur = None
            for line in res.stdout.splitlines():
                if not line.startswith("0x"):
                    name, path = line.split(" ", 1)
                    if path.startswith(SKIP):
                        cur = None
                        continue
                    cur = {"rule": name, "file": rule.name, "path": path, "sha256": sha256(path), "strings": []}
                    f.write("")
                    n += 1
                elif cur is not None:
                    cur["strings"].append(line)
                    f.write(json.dumps(cur) + "\n")
    print(f"{n} hits written to {out}")


if __name__ == "__main__":
    main()
