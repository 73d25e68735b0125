import base64, sys, yaml
doc = yaml.safe_load(open(sys.argv[1]))
for k, v in (doc.get("data") or {}).items():
    val = base64.b64decode(v).decode("utf-8", "replace")
    print(f"{k}: {val[:3]}{'*' * max(0, len(val) - 3)}")
