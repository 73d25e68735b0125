import os, sys, json, time
from slack_sdk import WebClient
c = WebClient(token=os.environ["SLACK_USER_TOKEN"])
os.makedirs("export", exist_ok=True)
for ch in sys.argv[1:]:
    msgs, cursor = [], None
    while True:
        r = c.conversations_history(channel=ch, cursor=cursor, limit=200)
        msgs += r["messages"]
        cursor = r.get("response_metadata", {}).get("next_cursor")
        if not cursor: break
        time.sleep(1)
    json.dump(msgs, open(f"export/{ch}.json", "w"), indent=1)
    print(ch, len(msgs))
