import sys, re, collections
g = collections.defaultdict(list)
for l in sys.stdin:
    m = re.match(r"(\w+)(\(.+\))?!?: (.*)", l.strip())
    g[m.group(1) if m else "other"].append(m.group(3) if m else l.strip())
for k in ("feat", "fix", "perf", "docs", "other"):
    if g[k]:
        print(f"### {k}"); [print(f"- {x}") for x in g[k]]
