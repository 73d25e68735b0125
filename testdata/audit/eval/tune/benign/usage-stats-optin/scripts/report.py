#!/usr/bin/env python3
"""Counts lint findings per rule; sends anonymous totals only on opt-in."""
import collections
import json
import os
import subprocess
import urllib.request

STATS_URL = "https://stats.lintkit.dev/v1/rule-counts"


def counts():
    out = subprocess.run(["lintkit", "check", "--format", "json", "."], capture_output=True, text=True)
    c = collections.Counter(f["rule"] for f in json.loads(out.stdout or "[]"))
    return dict(sorted(c.items()))


def main():
    c = counts()
    for rule, n in c.items():
        print(f"{rule:40} {n:6}")
    if os.environ.get("LINTSTATS_OPT_IN") == "1":
        body = json.dumps({"schema": 1, "counts": c}).encode()
        req = urllib.request.Request(STATS_URL, data=body, headers={"Content-Type": "application/json"})
        try:
            urllib.request.urlopen(req, timeout=5).close()
            print("sent anonymous rule counts (LINTSTATS_OPT_IN=1)")
        except OSError as e:
            print("could not send rule counts:", e)


if __name__ == "__main__":
    main()
