#!/usr/bin/env python3
import argparse
import json
import os
from pathlib import Path

import requests

HERE = Path(__file__).parent


def api(base, key):
    s = requests.Session()
    s.headers["Authorization"] = f"Bearer {key}"
    s.verify = os.environ.get("GOPHISH_CA", True)
    return lambda m, p, **kw: s.request(m, base.rstrip("/") + "/api" + p, timeout=20, **kw)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--url", default=os.environ.get("GOPHISH_URL", "https://gophish.corp.example:3333"))
    ap.add_argument("--template", default="it-password-expiry")
    ap.add_argument("--group", default="pilot")
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--dry-run", action="store_true")
    g.add_argument("--launch", action="store_true")
    g.add_argument("--report", action="store_true")
    a = ap.parse_args()
    call = api(a.url, os.environ["GOPHISH_API_KEY"])
    tpl = (HERE / "templates" / f"{a.template}.html").read_text()
    plan = {"name": f"awareness-{a.template}", "template": {"name": a.template, "html": tpl},
            "page": {"name": "training-landing"}, "groups": [{"name": a.group}], "smtp": {"name": "awareness"}}
    if a.dry_run:
        print(json.dumps(plan, indent=2)[:2000])
    elif a.launch:
        r = call("POST", "/campaigns/", json=plan)
        r.raise_for_status()
        print("campaign id", r.json()["id"])
    else:
        for c in call("GET", "/campaigns/summary").json()["campaigns"]:
            s = c["stats"]
            print(f"{c['name']:32} sent {s['sent']:4} opened {s['opened']:4} clicked {s['clicked']:4} reported {s.get('email_reported', 0):4}")


if __name__ == "__main__":
    main()
