#!/usr/bin/env python3
import difflib, json, os, shutil, sys

PATHS = {"claude": "~/Library/Application Support/Claude/claude_desktop_config.json", "cursor": "~/.cursor/mcp.json"}
client, name = sys.argv[1], sys.argv[2]
cmd = sys.argv[sys.argv.index("--") + 1:]
p = os.path.expanduser(PATHS[client])
old = open(p).read() if os.path.exists(p) else "{}"
cfg = json.loads(old)
cfg.setdefault("mcpServers", {})[name] = {"command": cmd[0], "args": cmd[1:]}
new = json.dumps(cfg, indent=2) + "\n"
sys.stdout.writelines(difflib.unified_diff(old.splitlines(True), new.splitlines(True), p, p))
if input("write? [y/N] ").strip() == "y":
    if os.path.exists(p):
        shutil.copy(p, p + ".bak")
    os.makedirs(os.path.dirname(p), exist_ok=True)
    open(p, "w").write(new)
