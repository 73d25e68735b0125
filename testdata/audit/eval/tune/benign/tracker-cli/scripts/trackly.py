#!/usr/bin/env python3
import argparse, getpass, json, os, subprocess, sys, urllib.request

API = "https://api.trackly.example/v1"

def token():
    if os.environ.get("TRACKLY_TOKEN"):
        return os.environ["TRACKLY_TOKEN"]
    if sys.platform == "darwin":
        cmd = ["security", "find-generic-password", "-s", "trackly", "-a", getpass.getuser(), "-w"]
    else:
        cmd = ["secret-tool", "lookup", "service", "trackly", "user", getpass.getuser()]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit("not logged in: run `trackly login` first")
    return r.stdout.strip()

def call(method, path, body=None):
    req = urllib.request.Request(API + path, method=method, data=json.dumps(body).encode() if body else None,
                                 headers={"Authorization": f"Bearer {token()}", "Content-Type": "application/json"})
    return json.load(urllib.request.urlopen(req, timeout=20))

p = argparse.ArgumentParser(); sub = p.add_subparsers(dest="cmd", required=True)
l = sub.add_parser("list"); l.add_argument("--mine", action="store_true")
c = sub.add_parser("create"); c.add_argument("title"); c.add_argument("--body", default=""); c.add_argument("--label", action="append", default=[])
x = sub.add_parser("close"); x.add_argument("key")
a = p.parse_args()

if a.cmd == "list":
    for i in call("GET", "/issues?assignee=me" if a.mine else "/issues")["items"]:
        print(f"{i['key']:10} {i['status']:12} {i['title']}")
elif a.cmd == "create":
    i = call("POST", "/issues", {"title": a.title, "body": a.body, "labels": a.label})
    print("created", i["key"])
else:
    call("PATCH", f"/issues/{a.key}", {"status": "closed"}); print("closed", a.key)
