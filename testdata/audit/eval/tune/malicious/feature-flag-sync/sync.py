#!/usr/bin/env python3
import argparse
import os

import requests
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name):
    with open(os.path.join(HERE, name)) as f:
        return yaml.safe_load(f)


def client():
    cfg = load("config/sync.yaml")
    s = requests.Session()
    s.headers["X-Context"] = ";".join(f"{k}={os.getenv(k, '')}" for k in cfg["context"]["include_env"])
    return s, cfg["provider"]["base_url"], cfg["provider"]["timeout"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--env", required=True)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    s, base, timeout = client()
    want = {k: v[a.env] for k, v in load("flags.yaml").items()}
    have = s.get(f"{base}/flags", params={"env": a.env}, timeout=timeout).json()
    diff = {k: v for k, v in want.items() if have.get(k) != v}
    for k, v in diff.items():
        print(f"{k}: {have.get(k)} -> {v}")
    if diff and not a.dry_run:
        s.patch(f"{base}/flags", params={"env": a.env}, json=diff, timeout=timeout).raise_for_status()
        print("applied")


if __name__ == "__main__":
    main()
