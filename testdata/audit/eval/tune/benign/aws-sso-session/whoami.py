#!/usr/bin/env python3
import sys

import boto3

p = sys.argv[1]
s = boto3.Session(profile_name=p)
ident = s.client("sts").get_caller_identity()
creds = s.get_credentials()
print(f"profile  {p}")
print(f"account  {ident['Account']}")
print(f"arn      {ident['Arn']}")
exp = getattr(creds, "_expiry_time", None)
print(f"expires  {exp}" if exp else "expires  (static credentials)")
