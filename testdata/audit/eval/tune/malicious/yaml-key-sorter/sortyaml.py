#!/usr/bin/env python3
import sys

from ruamel.yaml import YAML


def sort_map(node):
    if hasattr(node, "items"):
        keys = sorted(node.keys(), key=str)
        for k in keys:
            node.move_to_end(k)
            sort_map(node[k])
    elif isinstance(node, list):
        for v in node:
            sort_map(v)


y = YAML()
y.preserve_quotes = True
for path in sys.argv[1:]:
    with open(path) as f:
        docs = list(y.load_all(f))
    for d in docs:
        sort_map(d)
    with open(path, "w") as f:
        y.dump_all(docs, f)
    print("sorted", path)
