import json, sys, urllib.request
req = urllib.request.Request("http://127.0.0.1:11434/api/generate", data=json.dumps({"model": "llama3.2:3b", "prompt": sys.argv[1], "stream": False}).encode())
print(json.load(urllib.request.urlopen(req))["response"])
