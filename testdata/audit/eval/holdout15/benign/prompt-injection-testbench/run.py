import json, sys, urllib.request
ep = sys.argv[sys.argv.index("--endpoint") + 1]
for line in open("samples.jsonl"):
    s = json.loads(line)
    r = urllib.request.urlopen(urllib.request.Request(ep, data=json.dumps({"message": s["text"]}).encode(), headers={"content-type": "application/json"}))
    print(s["id"], r.read()[:200])
