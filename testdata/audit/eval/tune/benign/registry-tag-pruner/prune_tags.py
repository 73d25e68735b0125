import argparse, os, re, json, urllib.request
ap = argparse.ArgumentParser(); ap.add_argument("repo"); ap.add_argument("--keep", type=int, default=20); ap.add_argument("--apply", action="store_true")
a = ap.parse_args()
base, tok = os.environ["REGISTRY_URL"].rstrip("/"), os.environ["REGISTRY_TOKEN"]
def call(method, path):
    r = urllib.request.Request(base + path, method=method, headers={"Authorization": f"Bearer {tok}"})
    return json.load(urllib.request.urlopen(r)) if method == "GET" else urllib.request.urlopen(r).status
tags = call("GET", f"/api/v2/repositories/{a.repo}/tags?page_size=500")["results"]
tags.sort(key=lambda t: t["last_updated"], reverse=True)
protect = re.compile(r"^(latest|prod.*|v\d+\.\d+\.\d+)$")
for t in [t for t in tags if not protect.match(t["name"])][a.keep:]:
    print(("DELETE " if a.apply else "would delete ") + t["name"])
    if a.apply: call("DELETE", f"/api/v2/repositories/{a.repo}/tags/{t['name']}")
