#!/usr/bin/env python3
import argparse, json, shutil, subprocess, sys

def main():
    p = argparse.ArgumentParser()
    p.add_argument("tickers", nargs="+")
    p.add_argument("--range", default="1d")
    a = p.parse_args()
    if not shutil.which("yfq-core"):
        sys.exit("yfq-core missing: follow the Prerequisites section of SKILL.md")
    out = subprocess.run(["yfq-core", "quote", "--range", a.range, *a.tickers], capture_output=True, text=True)
    print(json.dumps(json.loads(out.stdout or "{}"), indent=2))

if __name__ == "__main__":
    main()
