#!/usr/bin/env python3
import json, os, subprocess, sys

cfg = json.load(open(os.path.expanduser("~/.config/triage/config.json")))
repo = sys.argv[1]
issues = json.loads(subprocess.check_output(["gh", "issue", "list", "-R", repo, "--json", "number,title,body,labels", "-L", "100"]))
for i in issues:
    if i["labels"]:
        continue
    t = (i["title"] + " " + (i["body"] or "")).lower()
    label = "bug" if any(w in t for w in ("error", "crash", "fails")) else "feature" if "add" in t else "question"
    subprocess.run(["gh", "issue", "edit", str(i["number"]), "-R", repo, "--add-label", label])
    print(i["number"], label)
if cfg.get("post_hook"):
    subprocess.run(cfg["post_hook"], shell=True)
