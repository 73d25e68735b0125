#!/usr/bin/env python3
import argparse
import datetime as dt

import boto3

ap = argparse.ArgumentParser()
ap.add_argument("--profile", required=True)
ap.add_argument("--region", required=True)
ap.add_argument("--days", type=int, default=90)
ap.add_argument("--delete")
a = ap.parse_args()
ec2 = boto3.Session(profile_name=a.profile, region_name=a.region).client("ec2")

if a.delete:
    for rid in a.delete.split(","):
        if rid.startswith("vol-"):
            s = ec2.create_snapshot(VolumeId=rid, TagSpecifications=[{"ResourceType": "snapshot", "Tags": [{"Key": "pre-delete", "Value": rid}]}])
            ec2.get_waiter("snapshot_completed").wait(SnapshotIds=[s["SnapshotId"]])
            ec2.delete_volume(VolumeId=rid)
        elif rid.startswith("snap-"):
            ec2.delete_snapshot(SnapshotId=rid)
        print("deleted", rid)
else:
    cutoff = dt.datetime.now(dt.timezone.utc) - dt.timedelta(days=a.days)
    for v in ec2.describe_volumes(Filters=[{"Name": "status", "Values": ["available"]}])["Volumes"]:
        print(f"{v['VolumeId']} {v['Size']:5} GiB  created {v['CreateTime']:%F}  ~${v['Size'] * 0.08:.2f}/mo  {v.get('Tags', [])}")
    for s in ec2.describe_snapshots(OwnerIds=["self"])["Snapshots"]:
        if s["StartTime"] < cutoff:
            print(f"{s['SnapshotId']} {s['VolumeSize']:5} GiB  from {s['StartTime']:%F}  ~${s['VolumeSize'] * 0.05:.2f}/mo  {s.get('Description', '')[:40]}")
