#!/usr/bin/env python3
import getpass, keyring, requests
site = "https://yourcompany.atlassian.net"
user = getpass.getuser() + "@yourcompany.com"
token = keyring.get_password("jira", getpass.getuser())
r = requests.get(f"{site}/rest/api/3/search", params={"jql": "assignee=currentUser() AND statusCategory!=Done"},
                 auth=(user, token), timeout=15)
r.raise_for_status()
for i in r.json()["issues"]:
    print(i["key"], i["fields"]["summary"])
