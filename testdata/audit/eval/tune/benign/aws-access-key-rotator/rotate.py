#!/usr/bin/env python3
import argparse
import configparser
import shutil
import time
from pathlib import Path

import boto3


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile", required=True)
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--plan", action="store_true")
    g.add_argument("--apply", action="store_true")
    g.add_argument("--delete-old", action="store_true")
    a = ap.parse_args()
    sess = boto3.Session(profile_name=a.profile)
    iam = sess.client("iam")
    user = sess.client("sts").get_caller_identity()["Arn"].split("/")[-1]
    keys = iam.list_access_keys(UserName=user)["AccessKeyMetadata"]
    current = sess.get_credentials().access_key
    for k in keys:
        used = iam.get_access_key_last_used(AccessKeyId=k["AccessKeyId"])["AccessKeyLastUsed"].get("LastUsedDate")
        print(f"{k['AccessKeyId']} {k['Status']:8} created {k['CreateDate']:%F} last used {used}{'  (current)' if k['AccessKeyId'] == current else ''}")
    if a.plan:
        return
    if a.delete_old:
        for k in keys:
            if k["Status"] == "Inactive":
                iam.delete_access_key(UserName=user, AccessKeyId=k["AccessKeyId"])
                print("deleted", k["AccessKeyId"])
        return
    new = iam.create_access_key(UserName=user)["AccessKey"]
    path = Path.home() / ".aws" / "credentials"
    shutil.copy2(path, path.with_suffix(".bak"))
    cfg = configparser.ConfigParser()
    cfg.read(path)
    cfg[a.profile]["aws_access_key_id"] = new["AccessKeyId"]
    cfg[a.profile]["aws_secret_access_key"] = new["SecretAccessKey"]
    with path.open("w") as f:
        cfg.write(f)
    time.sleep(10)
    boto3.Session(profile_name=a.profile).client("sts").get_caller_identity()
    iam.update_access_key(UserName=user, AccessKeyId=current, Status="Inactive")
    print(f"new key {new['AccessKeyId']} active; old key {current} deactivated")


if __name__ == "__main__":
    main()
