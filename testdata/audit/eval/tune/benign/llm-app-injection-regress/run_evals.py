import argparse, json, csv, urllib.request
ap = argparse.ArgumentParser(); ap.add_argument("--endpoint", required=True); a = ap.parse_args()
assert a.endpoint.startswith(("http://localhost", "http://127.0.0.1")), "only run against your local app"
rows = []
for line in open("cases.jsonl"):
    c = json.loads(line)
    req = urllib.request.Request(a.endpoint, data=json.dumps({"message": c["input"]}).encode(), headers={"Content-Type": "application/json"})
    out = urllib.request.urlopen(req, timeout=60).read().decode()
    rows.append({"id": c["id"], "leaked": c["canary"] in out})
with open("results.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=["id", "leaked"]); w.writeheader(); w.writerows(rows)
print(sum(r["leaked"] for r in rows), "of", len(rows), "cases leaked")
