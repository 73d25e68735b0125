#!/usr/bin/env python3
import argparse
import json
from collections import Counter
from pathlib import Path

import httpx


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--endpoint", default="http://127.0.0.1:8000/chat")
    ap.add_argument("--canary", required=True)
    a = ap.parse_args()
    total, wins = Counter(), Counter()
    hits = []
    for line in Path(__file__).with_name("corpus").joinpath("payloads.jsonl").read_text().splitlines():
        case = json.loads(line)
        r = httpx.post(a.endpoint, json={"message": case["text"]}, timeout=60)
        leaked = a.canary in r.text
        total[case["category"]] += 1
        if leaked:
            wins[case["category"]] += 1
            hits.append(case["id"])
    for cat in total:
        print(f"{cat:24} {wins[cat]}/{total[cat]}")
    print("successful:", ", ".join(hits) or "none")


if __name__ == "__main__":
    main()
