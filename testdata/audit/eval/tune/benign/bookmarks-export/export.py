#!/usr/bin/env python3
import sqlite3
import sys

db = sqlite3.connect(sys.argv[1])
rows = db.execute(
    """select parent.title, b.title, p.url from moz_bookmarks b
       join moz_places p on p.id = b.fk
       join moz_bookmarks parent on parent.id = b.parent
       where b.type = 1 order by parent.title, b.position"""
)
cur = None
for folder, title, url in rows:
    if folder != cur:
        print(f"\n## {folder or 'Unsorted'}\n")
        cur = folder
    print(f"- [{title or url}]({url})")
