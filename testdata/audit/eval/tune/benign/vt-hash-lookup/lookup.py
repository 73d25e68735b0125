#!/usr/bin/env python3
import hashlib, json, os, sys, urllib.request, urllib.error

key = os.environ.get("VT_API_KEY")
if not key:
    sys.exit("set VT_API_KEY")
for path in sys.argv[1:]:
    h = hashlib.sha256(open(path, "rb").read()).hexdigest()
    req = urllib.request.Request(f"https://www.virustotal.com/api/v3/files/{h}", headers={"x-apikey": key})
    try:
        stats = json.load(urllib.request.urlopen(req))["data"]["attributes"]["last_analysis_stats"]
        print(f"{path} {h[:12]} malicious={stats['malicious']} suspicious={stats['suspicious']}")
    except urllib.error.HTTPError as e:
        print(f"{path} {h[:12]} {'unknown' if e.code == 404 else e}")
