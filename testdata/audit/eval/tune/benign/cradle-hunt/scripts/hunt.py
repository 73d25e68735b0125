#!/usr/bin/env python3
"""Flag PowerShell script blocks (event 4104 exports, JSON lines) that look
like download cradles or encoded commands. Reads one file, prints a table."""
import json
import re
import sys

# Words that appear in download cradles; a block holding two is reported.
CRADLE_WORDS = [
    "Invoke-Expression", "IEX", "DownloadString", "DownloadFile",
    "Net.WebClient", "Invoke-WebRequest", "Start-BitsTransfer",
]

# Whole shapes, as regular expressions.
CRADLE_PATTERNS = [
    re.compile(r"(?i)\biex\s*\(\s*\(?new-object\s+net\.webclient\)?\.downloadstring\s*\("),
    re.compile(r"(?i)invoke-expression\s*\(\s*invoke-webrequest\b"),
    re.compile(r"(?i)-e(?:nc(?:odedcommand)?)?\s+[A-Za-z0-9+/=]{40,}"),
]


def suspicious(block):
    hits = [w for w in CRADLE_WORDS if w.lower() in block.lower()]
    if len(hits) >= 2:
        return ", ".join(hits)
    for p in CRADLE_PATTERNS:
        m = p.search(block)
        if m:
            return m.group(0)[:40]
    if "FromBase64String" in block and "IEX" in block:
        return "FromBase64String + IEX"
    return ""


def main(path):
    with open(path, encoding="utf-8") as f:
        for line in f:
            ev = json.loads(line)
            block = ev.get("ScriptBlockText", "")
            why = suspicious(block)
            if why:
                print(f"{ev.get('TimeCreated', '?')}\t{ev.get('Computer', '?')}\t{why}\t{block[:120]!r}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: hunt.py EXPORT.jsonl")
    main(sys.argv[1])
