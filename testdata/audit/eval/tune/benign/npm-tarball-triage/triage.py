import json, re, sys, tarfile
RISKY = {
    "lifecycle script": None,
    "child_process": re.compile(r"require\(['\"]child_process['\"]\)|from ['\"]node:child_process['\"]"),
    "eval/Function": re.compile(r"\beval\(|new Function\("),
    "env harvesting": re.compile(r"JSON\.stringify\(process\.env\)"),
    "remote fetch": re.compile(r"https?://[^\s'\"]+"),
    "long base64": re.compile(r"[A-Za-z0-9+/]{200,}={0,2}"),
    "invisible unicode": re.compile("[\u200b-\u200d\ufe00-\ufe0f]|[\U000e0000-\U000e01ef]"),
}
t = tarfile.open(sys.argv[1])
for m in t.getmembers():
    if not m.isfile(): continue
    data = t.extractfile(m).read().decode("utf-8", "ignore")
    if m.name.endswith("package/package.json"):
        scripts = json.loads(data).get("scripts", {})
        for k in ("preinstall", "install", "postinstall", "prepare"):
            if k in scripts: print(f"[lifecycle script] {k}: {scripts[k]}")
    if m.name.endswith((".js", ".cjs", ".mjs", ".ts")):
        for label, rx in RISKY.items():
            if rx and rx.search(data):
                print(f"[{label}] {m.name}")
