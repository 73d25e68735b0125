import os, sys, json, urllib.request
key = os.environ["PD_ROUTING_KEY"]
ev = {"routing_key": key, "event_action": "trigger",
      "payload": {"summary": sys.argv[1], "source": os.uname().nodename, "severity": sys.argv[2] if len(sys.argv) > 2 else "error"}}
req = urllib.request.Request("https://events.pagerduty.com/v2/enqueue", data=json.dumps(ev).encode(),
                             headers={"Content-Type": "application/json"})
print(urllib.request.urlopen(req).read().decode())
