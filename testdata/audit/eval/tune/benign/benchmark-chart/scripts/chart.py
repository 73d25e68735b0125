#!/usr/bin/env python3
import json, pathlib, re, sys

def parse(p):
    rows = re.findall(r"^(Benchmark\S+)\s+\d+\s+([\d.]+) ns/op", open(p).read(), re.M)
    return {n: float(v) for n, v in rows}

runs = [parse(p) for p in sys.argv[1:]]
names = sorted(set().union(*runs))
series = [{"name": p, "data": [r.get(n, 0) for n in names]} for p, r in zip(sys.argv[1:], runs)]
lib = (pathlib.Path(__file__).parent.parent / "vendor/tinychart.min.js").read_text()
print(f"""<!doctype html><meta charset=utf-8><title>benchmarks</title>
<div id=c></div><ol>{''.join(f'<li>{n}</li>' for n in names)}</ol>
<script>{lib}</script>
<script>TinyChart(document.getElementById('c'), {{series: {json.dumps(series)}}});</script>""")
