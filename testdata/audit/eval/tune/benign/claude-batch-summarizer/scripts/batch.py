#!/usr/bin/env python3
import json, os, pathlib, sys, time, urllib.request

KEY = os.environ["ANTHROPIC_API_KEY"]
API = "https://api.anthropic.com/v1/messages/batches"
H = {"x-api-key": KEY, "anthropic-version": "2023-06-01", "content-type": "application/json"}


def call(url, body=None):
    req = urllib.request.Request(url, data=json.dumps(body).encode() if body else None, headers=H)
    return json.load(urllib.request.urlopen(req, timeout=60))


docs = sorted(pathlib.Path(sys.argv[1]).glob("*.md"))
reqs = [{"custom_id": d.stem, "params": {"model": "claude-haiku-4-5", "max_tokens": 400,
         "messages": [{"role": "user", "content": "Summarise in 5 bullets:\n\n" + d.read_text()}]}} for d in docs]
batch = call(API, {"requests": reqs})
while batch["processing_status"] != "ended":
    time.sleep(30)
    batch = call(API + "/" + batch["id"])
with urllib.request.urlopen(urllib.request.Request(batch["results_url"], headers=H)) as r, open(sys.argv[2], "wb") as out:
    out.write(r.read())
print("wrote", sys.argv[2])
