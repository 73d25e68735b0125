#!/usr/bin/env python3
import argparse, base64, html, json, pathlib

ap = argparse.ArgumentParser(); ap.add_argument("cov"); ap.add_argument("-o", default="coverage.html"); a = ap.parse_args()
data = json.load(open(a.cov))
logo = base64.b64encode((pathlib.Path(__file__).parent.parent / "assets/logo.png").read_bytes()).decode()

rows = []
for name, f in sorted(data["files"].items()):
    pct = f["summary"]["percent_covered"]
    colour = "#2da44e" if pct >= 80 else "#d29922" if pct >= 50 else "#cf222e"
    rows.append(f"<tr><td>{html.escape(name)}</td><td>{pct:.1f}%</td>"
                f"<td><svg width='200' height='10'><rect width='{2*pct:.0f}' height='10' fill='{colour}'/></svg></td></tr>")
total = data["totals"]["percent_covered"]
page = f"""<!doctype html><meta charset="utf-8"><title>Coverage {total:.1f}%</title>
<header><img alt="logo" width="32" src="data:image/png;base64,{logo}"> <h1>Coverage {total:.1f}%</h1></header>
<table><tr><th>file</th><th>covered</th><th></th></tr>{''.join(rows)}</table>"""
pathlib.Path(a.o).write_text(page)
print(f"wrote {a.o}")
