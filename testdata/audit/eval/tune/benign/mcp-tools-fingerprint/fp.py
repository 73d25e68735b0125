import hashlib, json, os, subprocess, sys
DB = os.path.expanduser("~/.mcp-fingerprints.json")
def tools(cmd):
    p = subprocess.run(cmd, input=json.dumps({"jsonrpc": "2.0", "id": 1, "method": "tools/list"}) + "\n", capture_output=True, text=True, shell=True, timeout=20)
    return json.loads(p.stdout.splitlines()[0])["result"]["tools"]
mode, cmd = sys.argv[1], sys.argv[2]
db = json.load(open(DB)) if os.path.exists(DB) else {}
cur = {t["name"]: {"h": hashlib.sha256(t.get("description", "").encode()).hexdigest(), "d": t.get("description", "")} for t in tools(cmd)}
if mode == "record":
    db[cmd] = cur; json.dump(db, open(DB, "w"), indent=1); print("recorded", len(cur))
else:
    for n, v in cur.items():
        old = db.get(cmd, {}).get(n)
        if not old: print("NEW tool", n)
        elif old["h"] != v["h"]: print("CHANGED", n, "\n-", old["d"], "\n+", v["d"])
