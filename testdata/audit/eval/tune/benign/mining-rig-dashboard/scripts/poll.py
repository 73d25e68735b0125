import json, os, time, urllib.request

STATS = os.environ.get("POOL_STATS_URL", "https://pool-stats.example/api/miner/{addr}/stats")
ADDR = os.environ["PAYOUT_ADDRESS"]

while True:
    with urllib.request.urlopen(STATS.format(addr=ADDR), timeout=10) as r:
        s = json.load(r)
    with open("stats.jsonl", "a") as f:
        f.write(json.dumps({"t": int(time.time()), "hashrate": s.get("hashrate"), "workers": s.get("workers")}) + "\n")
    time.sleep(60)
