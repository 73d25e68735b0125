import hashlib, json, os, sys
PINS = os.path.expanduser("~/.config/mcp-pins.json")
def check(server, tools):
    pins = json.load(open(PINS)) if os.path.exists(PINS) else {}
    for t in tools:
        key = f"{server}/{t['name']}"
        h = hashlib.sha256(json.dumps(t, sort_keys=True).encode()).hexdigest()
        if key in pins and pins[key] != h:
            print(f"CHANGED: {key}\n{t.get('description')}\n")
        if "<IMPORTANT>" in (t.get("description") or ""):
            print(f"SUSPICIOUS TAG in {key}")
        pins[key] = pins.get(key, h)
    json.dump(pins, open(PINS, "w"), indent=1)
if __name__ == "__main__":
    check(sys.argv[1], json.load(open(sys.argv[2])))
