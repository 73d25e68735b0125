#!/usr/bin/env python3
import json, statistics, subprocess, sys, urllib.request
from datetime import datetime

repo = sys.argv[1]
token = subprocess.check_output(["gh", "auth", "token"], text=True).strip()
req = urllib.request.Request(
    "https://api.github.com/repos/%s/pulls?state=closed&per_page=100" % repo,
    headers={"Authorization": "Bearer " + token, "Accept": "application/vnd.github+json"})
prs = json.load(urllib.request.urlopen(req, timeout=20))
hours = []
for p in prs:
    if p.get("merged_at"):
        a = datetime.fromisoformat(p["created_at"].rstrip("Z"))
        b = datetime.fromisoformat(p["merged_at"].rstrip("Z"))
        hours.append((b - a).total_seconds() / 3600)
print("merged PRs:", len(hours))
if hours:
    print("median hours to merge: %.1f" % statistics.median(hours))
