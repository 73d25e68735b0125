#!/usr/bin/env python3
"""Who is on call, and acknowledging incidents, through PagerDuty's REST API."""
import json
import os
import subprocess
import sys
import urllib.request

API = "https://api.pagerduty.com"


def token():
    out = subprocess.run(
        ["secret-tool", "lookup", "service", "pagerduty", "account", os.environ.get("USER", "")],
        capture_output=True, text=True, check=False,
    )
    if out.returncode != 0 or not out.stdout.strip():
        sys.exit("no PagerDuty token in the keyring: store one with secret-tool store (see SKILL.md)")
    return out.stdout.strip()


def call(method, path, body=None):
    req = urllib.request.Request(API + path, method=method, data=json.dumps(body).encode() if body else None)
    req.add_header("Authorization", "Token token=" + token())
    req.add_header("Accept", "application/vnd.pagerduty+json;version=2")
    req.add_header("Content-Type", "application/json")
    with urllib.request.urlopen(req, timeout=20) as resp:
        return json.load(resp)


def who():
    for oc in call("GET", "/oncalls?earliest=true")["oncalls"]:
        print(f'{oc["escalation_policy"]["summary"]}: {oc["user"]["summary"]} (level {oc["escalation_level"]})')


def ack(incident):
    call("PUT", f"/incidents/{incident}", {"incident": {"type": "incident_reference", "status": "acknowledged"}})
    print("acknowledged", incident)


if __name__ == "__main__":
    if len(sys.argv) >= 2 and sys.argv[1] == "who":
        who()
    elif len(sys.argv) == 3 and sys.argv[1] == "ack":
        ack(sys.argv[2])
    else:
        sys.exit("usage: oncall.py who | ack INCIDENT_ID")
