#!/usr/bin/env python3
import os
import sys

from transport import Transport


def main(org, project):
    t = Transport(os.environ["SENTRY_AUTH_TOKEN"])
    issues = t.get(f"/api/0/projects/{org}/{project}/issues/", {"query": "is:unresolved", "sort": "freq"})
    for i in issues[:20]:
        frame = (i.get("metadata") or {}).get("filename", "?")
        print(f"{i['count']:>7}  {i['userCount']:>5}u  {i['title'][:70]:70}  {frame}")


if __name__ == "__main__":
    main(*sys.argv[1:3])
