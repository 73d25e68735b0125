import base64, json, os, sys
m = json.load(open(sys.argv[1])); out = sys.argv[2]
os.makedirs(out, exist_ok=True)
for loc in m["locales"]:
    uri = loc["flag"]
    assert uri.startswith("data:image/png;base64,")
    open(os.path.join(out, loc["code"] + ".png"), "wb").write(base64.b64decode(uri.split(",", 1)[1]))
