#!/usr/bin/env python3
import collections, json, sys

findings = json.load(open(sys.argv[1]))
by_rule = collections.defaultdict(list)
for f in findings:
    by_rule[f["RuleID"]].append(f)
for rule, items in sorted(by_rule.items()):
    print(f"## {rule} ({len(items)})")
    for f in items:
        print(f"- {f['File']}:{f['StartLine']} commit {f['Commit'][:8]} by {f['Author']} — {f['Secret']}")
print(f"\n{len(findings)} findings. Rotate first, then purge history.")
