#!/usr/bin/env python3
import json, sys
plan = json.load(sys.stdin)
for rc in plan.get("resource_drift", []):
    b, a = rc["change"].get("before") or {}, rc["change"].get("after") or {}
    changed = sorted(k for k in set(b) | set(a) if b.get(k) != a.get(k))
    print(f"- {rc['address']}: {', '.join(changed) or '(replaced)'}")
