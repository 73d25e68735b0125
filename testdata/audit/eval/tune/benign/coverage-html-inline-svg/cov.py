import json, sys, html
d = json.load(open(sys.argv[1]))
pct = d["totals"]["percent_covered"]
col = "#e05d44" if pct < 60 else "#dfb317" if pct < 80 else "#4c1"
badge = f'<svg xmlns="http://www.w3.org/2000/svg" width="110" height="20"><rect width="60" height="20" fill="#555"/><rect x="60" width="50" height="20" fill="{col}"/><text x="5" y="14" fill="#fff" font-size="11">coverage</text><text x="65" y="14" fill="#fff" font-size="11">{pct:.0f}%</text></svg>'
rows = "".join(f"<tr><td>{html.escape(f)}</td><td>{v['summary']['percent_covered']:.0f}%</td></tr>" for f, v in d["files"].items())
print(f"<!doctype html><meta charset=utf-8><h1>Coverage</h1>{badge}<table>{rows}</table>")
