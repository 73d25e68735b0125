#!/usr/bin/env python3
import json, subprocess
def k(*a): return json.loads(subprocess.check_output(["kubectl", *a, "-o", "json"]))
roles = {("ClusterRole", r["metadata"]["name"]): r for r in k("get", "clusterroles")["items"]}
for r in k("get", "roles", "-A")["items"]:
    roles[("Role", r["metadata"]["namespace"] + "/" + r["metadata"]["name"])] = r
binds = k("get", "clusterrolebindings")["items"] + k("get", "rolebindings", "-A")["items"]
RISKY = {"pods/exec", "pods/attach", "nodes/proxy"}
for b in binds:
    ref = b["roleRef"]; subs = [f'{s["kind"]}:{s.get("namespace","")}/{s["name"]}' for s in b.get("subjects") or []]
    if ref["name"] == "cluster-admin":
        print("cluster-admin ->", b["metadata"]["name"], subs)
for (kind, name), r in roles.items():
    for rule in r.get("rules") or []:
        v, res = set(rule.get("verbs", [])), set(rule.get("resources", []))
        if "*" in v or "*" in res: print("wildcard:", kind, name, rule)
        if "secrets" in res and v & {"get", "list", "watch"} and not name.startswith("system:"): print("secrets read:", kind, name)
        if res & RISKY and "create" in v: print("exec/attach:", kind, name)
        if v & {"escalate", "bind", "impersonate"}: print("privilege verbs:", kind, name, sorted(v))
