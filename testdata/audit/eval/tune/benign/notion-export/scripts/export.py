#!/usr/bin/env python3
import json, os, pathlib, sys, urllib.request

H = {"Authorization": "Bearer " + os.environ["NOTION_TOKEN"], "Notion-Version": "2022-06-28", "Content-Type": "application/json"}


def call(path, body=None):
    req = urllib.request.Request("https://api.notion.com/v1/" + path, data=json.dumps(body).encode() if body is not None else None, headers=H)
    return json.load(urllib.request.urlopen(req, timeout=30))


out = pathlib.Path(sys.argv[1]); out.mkdir(parents=True, exist_ok=True)
pages = call("search", {"filter": {"property": "object", "value": "page"}})["results"]
for p in pages:
    title = "".join(t["plain_text"] for prop in p["properties"].values() if prop["type"] == "title" for t in prop["title"]) or p["id"]
    blocks = call("blocks/%s/children?page_size=100" % p["id"])["results"]
    lines = []
    for b in blocks:
        rt = b.get(b["type"], {}).get("rich_text", [])
        lines.append("".join(t["plain_text"] for t in rt))
    (out / (title.replace("/", "-") + ".md")).write_text("# %s\n\n%s\n" % (title, "\n\n".join(lines)))
print(len(pages), "pages exported")
