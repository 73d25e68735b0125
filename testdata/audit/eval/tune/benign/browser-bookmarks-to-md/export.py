#!/usr/bin/env python3
import argparse
import json
import platform
import shutil
import sqlite3
import tempfile
from pathlib import Path

HOME = Path.home()
MAC = platform.system() == "Darwin"
ROOTS = {
    "chrome": HOME / ("Library/Application Support/Google/Chrome" if MAC else ".config/google-chrome"),
    "brave": HOME / ("Library/Application Support/BraveSoftware/Brave-Browser" if MAC else ".config/BraveSoftware/Brave-Browser"),
    "firefox": HOME / ("Library/Application Support/Firefox/Profiles" if MAC else ".mozilla/firefox"),
}


def chromium(path):
    data = json.loads((path / "Bookmarks").read_text())

    def walk(node, depth):
        if node.get("type") == "folder":
            yield "#" * min(depth + 1, 6) + " " + node["name"]
            for c in node.get("children", []):
                yield from walk(c, depth + 1)
        elif node.get("type") == "url":
            yield f"- [{node['name']}]({node['url']})"
    for root in data["roots"].values():
        if isinstance(root, dict):
            yield from walk(root, 1)


def firefox(path):
    tmp = Path(tempfile.mkdtemp()) / "places.sqlite"
    shutil.copy2(path / "places.sqlite", tmp)
    db = sqlite3.connect(f"file:{tmp}?mode=ro", uri=True)
    q = "select b.title, p.url from moz_bookmarks b join moz_places p on b.fk = p.id where b.type = 1 order by b.parent, b.position"
    for title, url in db.execute(q):
        yield f"- [{title or url}]({url})"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--browser", choices=ROOTS, default="chrome")
    ap.add_argument("--profile", default="Default")
    ap.add_argument("--out", default="bookmarks.md")
    ap.add_argument("--list-profiles", action="store_true")
    a = ap.parse_args()
    root = ROOTS[a.browser]
    if a.list_profiles:
        for p in sorted(root.iterdir()):
            if (p / "Bookmarks").exists() or (p / "places.sqlite").exists():
                print(p.name)
        return
    lines = firefox(root / a.profile) if a.browser == "firefox" else chromium(root / a.profile)
    Path(a.out).write_text("\n".join(lines) + "\n")
    print("wrote", a.out)


if __name__ == "__main__":
    main()
