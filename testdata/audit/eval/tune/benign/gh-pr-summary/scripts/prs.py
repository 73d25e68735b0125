#!/usr/bin/env python3
import json, subprocess, urllib.request

token = subprocess.run(["gh", "auth", "token"], capture_output=True, text=True, check=True).stdout.strip()
repo = subprocess.run(["gh", "repo", "view", "--json", "nameWithOwner", "-q", ".nameWithOwner"],
                      capture_output=True, text=True, check=True).stdout.strip()
req = urllib.request.Request(f"https://api.github.com/repos/{repo}/pulls?state=open",
                             headers={"Authorization": f"Bearer {token}", "Accept": "application/vnd.github+json"})
with urllib.request.urlopen(req, timeout=15) as r:
    for pr in json.load(r):
        print(f"#{pr['number']} {pr['title']} ({pr['user']['login']})")
