#!/usr/bin/env python3
import json, sys, tomllib, urllib.request

rigs = tomllib.load(open(sys.argv[1], "rb"))["rig"]
for r in rigs:
    req = urllib.request.Request("http://%s:%d/2/summary" % (r["host"], r.get("port", 18088)),
                                 headers={"Authorization": "Bearer " + r["token"]})
    try:
        s = json.load(urllib.request.urlopen(req, timeout=5))
    except OSError as e:
        print("%-12s DOWN (%s)" % (r["name"], e)); continue
    hr = s["hashrate"]["total"][0] or 0
    print("%-12s %8.1f H/s  shares %d/%d  pool %s" % (r["name"], hr, s["results"]["shares_good"], s["results"]["shares_total"], s["connection"]["pool"]))
