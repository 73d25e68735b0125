#!/usr/bin/env python3
import json, os, subprocess, urllib.request

token = os.environ.get("GITHUB_TOKEN") or subprocess.run(["gh", "auth", "token"], capture_output=True, text=True).stdout.strip()
remote = subprocess.run(["git", "remote", "get-url", "origin"], capture_output=True, text=True).stdout.strip()
repo = remote.removesuffix(".git").split("github.com")[-1].lstrip(":/")
tag = subprocess.run(["git", "describe", "--tags", "--abbrev=0"], capture_output=True, text=True).stdout.strip()
since = subprocess.run(["git", "log", "-1", "--format=%cI", tag], capture_output=True, text=True).stdout.strip()

req = urllib.request.Request(
    f"https://api.github.com/search/issues?q=repo:{repo}+is:pr+is:merged+merged:>{since}&per_page=100",
    headers={"Authorization": f"Bearer {token}", "Accept": "application/vnd.github+json"},
)
items = json.load(urllib.request.urlopen(req))["items"]
groups = {"feat": [], "fix": [], "other": []}
for it in items:
    kind = it["title"].split(":")[0] if ":" in it["title"] else "other"
    groups.get(kind, groups["other"]).append(f"- {it['title']} (#{it['number']})")
for k, v in groups.items():
    if v:
        print(f"## {k}\n" + "\n".join(v) + "\n")
