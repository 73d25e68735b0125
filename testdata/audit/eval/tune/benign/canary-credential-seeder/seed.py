#!/usr/bin/env python3
import argparse
import os
from pathlib import Path

import requests


def create_token(console, token, kind, memo):
    r = requests.post(f"{console}/api/v1/canarytoken/create",
                      data={"auth_token": token, "kind": kind, "memo": memo}, timeout=20)
    r.raise_for_status()
    return r.json()["canarytoken"]


def main():
    ap = argparse.ArgumentParser()
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--plan", action="store_true")
    g.add_argument("--apply", action="store_true")
    a = ap.parse_args()
    console = os.environ["CANARY_CONSOLE"]
    tok = os.environ["CANARY_TOKEN"]
    creds = Path.home() / ".aws" / "credentials"
    plan = [(creds, "[backup-admin]\naws_access_key_id = <canary key id>\naws_secret_access_key = <canary secret>\n")]
    for path, text in plan:
        print(f"would append to {path}:\n{text}")
    if a.apply:
        t = create_token(console, tok, "aws-id", f"decoy in {creds} on {os.uname().nodename}")
        creds.parent.mkdir(exist_ok=True)
        with creds.open("a") as f:
            f.write(f"\n[backup-admin]\naws_access_key_id = {t['access_key_id']}\naws_secret_access_key = {t['secret_access_key']}\n")
        print("decoy profile [backup-admin] added")


if __name__ == "__main__":
    main()
