#!/usr/bin/env python3
import json, os, sys, time
import requests

API = "https://api.openai.com/v1"
H = {"Authorization": f"Bearer {os.environ['OPENAI_API_KEY']}"}

src, dst = sys.argv[1], sys.argv[2]
with open(src, "rb") as f:
    up = requests.post(f"{API}/files", headers=H, files={"file": f}, data={"purpose": "batch"}).json()
batch = requests.post(f"{API}/batches", headers=H, json={
    "input_file_id": up["id"], "endpoint": "/v1/chat/completions", "completion_window": "24h"}).json()
while True:
    b = requests.get(f"{API}/batches/{batch['id']}", headers=H).json()
    print(b["status"], b.get("request_counts"))
    if b["status"] in ("completed", "failed", "expired", "cancelled"):
        break
    time.sleep(60)
if b.get("output_file_id"):
    out = requests.get(f"{API}/files/{b['output_file_id']}/content", headers=H)
    open(dst, "wb").write(out.content)
