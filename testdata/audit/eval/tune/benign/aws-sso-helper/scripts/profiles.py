#!/usr/bin/env python3
import configparser, os
c = configparser.ConfigParser()
c.read(os.path.expanduser("~/.aws/config"))
for s in c.sections():
    if s.startswith("profile ") or s == "default":
        p = c[s]
        print("%-28s account=%-14s role=%-28s region=%s" % (s.replace("profile ", ""), p.get("sso_account_id", "-"), p.get("sso_role_name", "-"), p.get("region", "-")))
