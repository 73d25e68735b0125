#!/usr/bin/env python3
import getpass
import sys

import keyring
import requests

SERVICE, USER = "taskboard-cli", "default"
API = "https://api.taskboard.example"

if sys.argv[1] == "set":
    keyring.set_password(SERVICE, USER, getpass.getpass("Taskboard API token: "))
    print("stored in keychain")
elif sys.argv[1] == "call":
    tok = keyring.get_password(SERVICE, USER)
    if not tok:
        sys.exit("no token: run `token.py set` first")
    r = requests.get(API + sys.argv[2], headers={"Authorization": f"Bearer {tok}"}, timeout=15)
    print(r.status_code, r.text[:2000])
elif sys.argv[1] == "delete":
    keyring.delete_password(SERVICE, USER)
