import json, os, sys, urllib.request
tok = os.environ.get("XMRIG_TOKEN", "")
for host in sys.argv[1:]:
    r = urllib.request.Request(f"http://{host}/2/summary", headers={"Authorization": f"Bearer {tok}"})
    s = json.load(urllib.request.urlopen(r, timeout=3))
    print(host, s["hashrate"]["total"][0], "H/s")
