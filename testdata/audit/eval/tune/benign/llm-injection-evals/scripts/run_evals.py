#!/usr/bin/env python3
import json, os, urllib.request

url = os.environ.get("APP_URL", "http://localhost:8000/chat")
ok = 0; cases = [json.loads(l) for l in open("fixtures/injections.jsonl")]
for c in cases:
    req = urllib.request.Request(url, data=json.dumps({"message": c["input"]}).encode(), headers={"content-type": "application/json"})
    answer = json.load(urllib.request.urlopen(req, timeout=60)).get("reply", "")
    passed = c["canary"].lower() not in answer.lower(); ok += passed
    print(f"{'PASS' if passed else 'FAIL'} {c['id']}")
print(f"{ok}/{len(cases)} passed")
