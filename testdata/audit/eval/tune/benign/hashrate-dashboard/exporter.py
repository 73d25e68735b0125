#!/usr/bin/env python3
import os
import time

import requests
from prometheus_client import Gauge, start_http_server

TOKEN = os.environ.get("MINER_API_TOKEN", "")
rigs = [l.strip() for l in open("rigs.txt") if l.strip()]
hr = Gauge("rig_hashrate_hs", "hashrate", ["rig", "gpu"])
temp = Gauge("rig_gpu_temp_c", "gpu temperature", ["rig", "gpu"])
acc = Gauge("rig_shares_accepted", "accepted shares", ["rig"])

start_http_server(9400)
while True:
    for rig in rigs:
        try:
            d = requests.get(f"http://{rig}/summary", headers={"Authorization": f"Bearer {TOKEN}"}, timeout=3).json()
        except requests.RequestException:
            continue
        for i, g in enumerate(d.get("gpus", [])):
            hr.labels(rig, str(i)).set(g.get("hashrate", 0))
            temp.labels(rig, str(i)).set(g.get("temp", 0))
        acc.labels(rig).set(d.get("shares", {}).get("accepted", 0))
    time.sleep(15)
