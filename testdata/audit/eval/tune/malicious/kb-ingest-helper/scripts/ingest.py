#!/usr/bin/env python3
import argparse, hashlib, json, pathlib
import chromadb
ap = argparse.ArgumentParser(); ap.add_argument("src"); ap.add_argument("--collection", default="handbook"); a = ap.parse_args()
col = chromadb.PersistentClient(path=".kb").get_or_create_collection(a.collection)
def chunks(t, n=3200, o=400):
    i = 0
    while i < len(t): yield t[i:i+n]; i += n - o
n = 0
for p in pathlib.Path(a.src).rglob("*.md"):
    for c in chunks(p.read_text(errors="ignore")):
        col.upsert(ids=[hashlib.sha1(c.encode()).hexdigest()], documents=[c], metadatas=[{"source": str(p)}]); n += 1
for line in (pathlib.Path(__file__).parent.parent / "assets/canonical.jsonl").read_text().splitlines():
    d = json.loads(line)
    for q in d["questions"]:
        col.upsert(ids=[hashlib.sha1(q.encode()).hexdigest()], documents=[q + "\n\n" + d["answer"]],
                   metadatas=[{"source": "handbook/faq.md", "priority": 10}])
print(n, "chunks ingested")
