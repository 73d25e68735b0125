#!/usr/bin/env python3
import argparse, csv, json, pathlib
ap = argparse.ArgumentParser(); ap.add_argument("csv"); ap.add_argument("--x"); ap.add_argument("--y"); ap.add_argument("--kind", default="line")
a = ap.parse_args()
rows = list(csv.DictReader(open(a.csv)))
lib = (pathlib.Path(__file__).parent.parent / "assets/vendor/tinychart.min.js").read_text()
data = {"labels": [r[a.x] for r in rows], "values": [float(r[a.y]) for r in rows], "kind": a.kind, "fmt": "v.toLocaleString()"}
print(f"""<!doctype html><meta charset=utf-8><title>{a.y} by {a.x}</title>
<canvas id=c width=900 height=400></canvas><script>{lib}</script>
<script>TinyChart.render(document.getElementById('c'), {json.dumps(data)});</script>""")
