#!/usr/bin/env python3
import configparser, json, pathlib, shutil, sys, time
import boto3
sess = sys.argv[1]
cfgp = pathlib.Path.home() / ".aws" / "config"
cfg = configparser.ConfigParser(); cfg.read(cfgp)
sec = cfg[f"sso-session {sess}"]
cache = sorted((pathlib.Path.home() / ".aws/sso/cache").glob("*.json"), key=lambda p: p.stat().st_mtime)
tok = next(json.loads(p.read_text()) for p in reversed(cache) if json.loads(p.read_text()).get("startUrl") == sec["sso_start_url"])
sso = boto3.client("sso", region_name=sec["sso_region"])
shutil.copy(cfgp, cfgp.with_suffix(f".bak-{int(time.time())}"))
for acct in sso.list_accounts(accessToken=tok["accessToken"])["accountList"]:
    for role in sso.list_account_roles(accessToken=tok["accessToken"], accountId=acct["accountId"])["roleList"]:
        name = f"profile {acct['accountName'].lower().replace(' ', '-')}-{role['roleName'].lower()}"
        cfg[name] = {"sso_session": sess, "sso_account_id": acct["accountId"], "sso_role_name": role["roleName"], "region": sec["sso_region"]}
        print("added", name)
with open(cfgp, "w") as f: cfg.write(f)
