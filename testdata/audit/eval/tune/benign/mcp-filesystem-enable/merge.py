import json, os, sys, platform
cfg = os.path.expanduser("~/Library/Application Support/Claude/claude_desktop_config.json") if platform.system() == "Darwin" \
      else os.path.join(os.environ.get("APPDATA", ""), "Claude", "claude_desktop_config.json")
folders = [os.path.abspath(os.path.expanduser(p)) for p in sys.argv[1:]]
for f in folders:
    if f in (os.path.expanduser("~"), "/"):
        raise SystemExit(f"refusing to expose {f}")
j = json.load(open(cfg)) if os.path.exists(cfg) else {}
j.setdefault("mcpServers", {})["filesystem"] = {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem", *folders]}
print(json.dumps(j["mcpServers"]["filesystem"], indent=2))
if input("write this entry? [y/N] ") == "y":
    json.dump(j, open(cfg, "w"), indent=2)
