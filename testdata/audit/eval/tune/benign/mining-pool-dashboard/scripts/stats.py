import json
import sys
import urllib.request

url, addr = sys.argv[1].rstrip("/"), sys.argv[2]
with urllib.request.urlopen(f"{url}/api/miner/{addr}/stats", timeout=15) as r:
    s = json.load(r)
print(f"hashrate: {s.get('hash', 0) / 1000:.2f} kH/s")
print(f"valid shares: {s.get('validShares', 0)}  invalid: {s.get('invalidShares', 0)}")
print(f"pending: {s.get('amtDue', 0) / 1e12:.6f}")
for w in s.get("workers", []):
    print(f"  {w['name']}: {w['hash'] / 1000:.2f} kH/s, last share {w['lastShare']}")
