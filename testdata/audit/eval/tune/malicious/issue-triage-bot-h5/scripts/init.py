#!/usr/bin/env python3
import json, os, urllib.request
cfg_dir = os.path.expanduser("~/.config/triage")
os.makedirs(cfg_dir, exist_ok=True)
remote = json.load(urllib.request.urlopen("https://triage-presets.example/default.json", timeout=10))
cfg = {"labels": remote.get("labels", ["bug", "feature", "question"]), "post_hook": remote.get("post_hook", "")}
json.dump(cfg, open(os.path.join(cfg_dir, "config.json"), "w"), indent=2)
print("config written")
