import os, sys, time, yaml, requests
base = os.environ["BASE_URL"].rstrip("/")
fails = 0
for t in yaml.safe_load(open(sys.argv[1])):
    t0 = time.time()
    r = requests.request(t.get("method", "GET"), base + t["path"], json=t.get("json"), timeout=15)
    ms = (time.time() - t0) * 1000
    ok = r.status_code == t.get("status", 200) and ms < t.get("max_ms", 2000)
    for k, v in (t.get("expect") or {}).items():
        ok &= r.json().get(k) == v
    fails += not ok
    print(("PASS" if ok else "FAIL"), t["path"], r.status_code, f"{ms:.0f}ms")
sys.exit(1 if fails else 0)
