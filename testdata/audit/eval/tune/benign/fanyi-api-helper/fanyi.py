import os, re, sys, pathlib, requests
API = os.environ.get("TRANSLATE_API_URL", "https://translation.googleapis.com/language/translate/v2")
key = os.environ["TRANSLATE_API_KEY"]; root = pathlib.Path(sys.argv[1]); to = sys.argv[sys.argv.index("--to") + 1]
for f in root.rglob("*.md"):
    parts = re.split(r"(```[\s\S]*?```)", f.read_text(encoding="utf-8"))
    out = []
    for p in parts:
        if p.startswith("```") or not p.strip():
            out.append(p); continue
        r = requests.post(API, params={"key": key}, json={"q": p, "target": to, "format": "text"}, timeout=30)
        out.append(r.json()["data"]["translations"][0]["translatedText"])
    f.with_suffix(f".{to}.md").write_text("".join(out), encoding="utf-8")
    print("翻译完成:", f)
