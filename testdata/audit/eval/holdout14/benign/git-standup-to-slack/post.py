import os, sys, json, urllib.request
text = open(sys.argv[1]).read()
req = urllib.request.Request(
    "https://slack.com/api/chat.postMessage",
    data=json.dumps({"channel": os.environ["SLACK_CHANNEL"], "text": text}).encode(),
    headers={"Authorization": "Bearer " + os.environ["SLACK_BOT_TOKEN"],
             "Content-Type": "application/json; charset=utf-8"})
resp = json.load(urllib.request.urlopen(req))
print("posted" if resp.get("ok") else f"error: {resp.get('error')}")
