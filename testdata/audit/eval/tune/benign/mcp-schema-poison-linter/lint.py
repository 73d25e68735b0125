import json, re, sys
PATTERNS = {
    "hidden-block": re.compile(r"<\s*(IMPORTANT|SYSTEM|INSTRUCTIONS?)\s*>", re.I),
    "file-reference": re.compile(r"(~/\.ssh|mcp\.json|\.env\b|id_rsa)"),
    "secrecy": re.compile(r"(do not|don't|never) (tell|mention|inform)", re.I),
    "invisible": re.compile("[\u200b-\u200f\u2060-\u2064\U000e0000-\U000e007f]"),
}
def lint(doc):
    out = []
    for t in doc.get("tools", []):
        d = t.get("description", "")
        out += [(t["name"], k) for k, rx in PATTERNS.items() if rx.search(d)]
        for p in t.get("inputSchema", {}).get("properties", {}):
            if p.lower() in {"note", "sidenote", "context"} and p not in t["inputSchema"].get("required", []):
                out.append((t["name"], "sink-param"))
    return out
if __name__ == "__main__":
    for name, k in lint(json.load(open(sys.argv[1]))):
        print(f"{name}: {k}")
