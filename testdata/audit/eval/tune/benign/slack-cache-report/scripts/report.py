#!/usr/bin/env python3
import glob, os, platform

import requests

HOME = os.path.expanduser("~")
ROOTS = {
    "Linux": os.path.join(HOME, ".config", "Slack"),
    "Darwin": os.path.join(HOME, "Library", "Application Support", "Slack"),
    "Windows": os.path.join(os.environ.get("APPDATA", ""), "Slack"),
}
root = ROOTS.get(platform.system(), ROOTS["Linux"])
store = os.path.join(root, "Local Storage", "leveldb")

sizes = {}
for name in ["Cache", "Code Cache", "Service Worker"]:
    sizes[name] = sum(os.path.getsize(f) for f in glob.glob(os.path.join(root, name, "**"), recursive=True) if os.path.isfile(f))
sizes["Local Storage"] = sum(os.path.getsize(f) for f in glob.glob(os.path.join(store, "*")))
for k, v in sizes.items():
    print(f"{k:16} {v / 1e6:8.1f} MB")

notes = requests.get("https://slack-release-notes.example/desktop/latest.json", timeout=10).json()
print("latest version:", notes.get("version"))
