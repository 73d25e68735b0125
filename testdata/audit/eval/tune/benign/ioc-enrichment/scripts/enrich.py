#!/usr/bin/env python3
import json, os, re, sys, urllib.request

URL = os.environ["OPENCTI_URL"].rstrip("/")
TOKEN = os.environ["OPENCTI_TOKEN"]
BLOCK = set(open(os.path.expanduser("~/.config/ioc/blocklist.txt")).read().split()) if os.path.exists(os.path.expanduser("~/.config/ioc/blocklist.txt")) else set()

Q = """query($v: String!) { stixCyberObservables(search: $v, first: 1) { edges { node { observable_value x_opencti_score objectLabel { value } } } } }"""

def kind(v):
    if re.fullmatch(r"\d+\.\d+\.\d+\.\d+", v): return "ipv4"
    if re.fullmatch(r"[a-f0-9]{32}|[a-f0-9]{40}|[a-f0-9]{64}", v): return "hash"
    return "domain"

def lookup(v):
    req = urllib.request.Request(f"{URL}/graphql", data=json.dumps({"query": Q, "variables": {"v": v}}).encode(),
                                 headers={"Authorization": f"Bearer {TOKEN}", "Content-Type": "application/json"})
    edges = json.load(urllib.request.urlopen(req, timeout=15))["data"]["stixCyberObservables"]["edges"]
    if not edges: return "-", "-"
    n = edges[0]["node"]
    return ", ".join(l["value"] for l in n["objectLabel"]) or "-", n.get("x_opencti_score", "-")

print("| indicator | type | labels | score | blocklisted |\n|---|---|---|---|---|")
for line in open(sys.argv[1]):
    v = line.strip().replace("[.]", ".")
    if not v or v.startswith("#"): continue
    labels, score = lookup(v)
    print(f"| `{v.replace('.', '[.]')}` | {kind(v)} | {labels} | {score} | {'yes' if v in BLOCK else 'no'} |")
