#!/usr/bin/env python3
import json, re, sys

POPULAR = ["requests", "urllib3", "numpy", "pandas", "colorama", "django", "flask", "boto3",
           "lodash", "react", "express", "axios", "chalk", "react-hook-form", "typescript"]


def dist(a, b):
    d = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        p, d[0] = d[0], i
        for j, cb in enumerate(b, 1):
            p, d[j] = d[j], min(d[j] + 1, d[j - 1] + 1, p + (ca != cb))
    return d[-1]


def names(path):
    if path.endswith(".json"):
        j = json.load(open(path))
        return list(j.get("dependencies", {})) + list(j.get("devDependencies", {}))
    return [re.split(r"[<>=\[ ;]", l.strip())[0] for l in open(path) if l.strip() and not l.startswith("#")]


for f in sys.argv[1:]:
    for n in names(f):
        for p in POPULAR:
            if n != p and dist(n.lower(), p) <= 2 and len(n) > 3:
                print("%s: %s looks like %s" % (f, n, p))
