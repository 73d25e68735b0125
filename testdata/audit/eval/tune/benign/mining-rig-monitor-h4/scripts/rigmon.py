#!/usr/bin/env python3
import json, sys, urllib.request

def get(url):
    return json.load(urllib.request.urlopen(url, timeout=3))

print(f"{'rig':12} {'H/s':>10} {'acc':>6} {'rej':>5} {'max °C':>7}  pool")
for line in open(sys.argv[1]):
    if not line.strip() or line.startswith("#"): continue
    name, hp = line.split()
    try:
        s = get(f"http://{hp}/2/summary")
        hr = s["hashrate"]["total"][0]; acc = s["results"]["shares_good"]; rej = s["results"]["shares_total"] - acc
        pool = s["connection"]["pool"]; temp = max((g.get("temp", 0) for g in s.get("gpus", [])), default=0)
    except Exception:
        try:
            s = get(f"http://{hp}/summary")
            hr = s["hashrate"]; acc = s["accepted_count"]; rej = s["rejected_count"]
            pool = s["active_pool"]["url"]; temp = max(g["temperature"] for g in s["gpus"])
        except Exception:
            print(f"{name:12} OFFLINE"); continue
    flag = "  HOT" if temp >= 80 else ""
    print(f"{name:12} {hr or 0:>10.0f} {acc:>6} {rej:>5} {temp:>7}  {pool}{flag}")
