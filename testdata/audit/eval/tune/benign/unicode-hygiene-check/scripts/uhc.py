#!/usr/bin/env python3
import pathlib, sys, unicodedata

INVISIBLE = {0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x00AD}
BIDI = set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A)) | {0x200E, 0x200F, 0x061C}
TAGS = range(0xE0000, 0xE0080)

def check(p):
    try:
        text = p.read_text(encoding="utf-8")
    except (UnicodeDecodeError, OSError):
        return
    for n, line in enumerate(text.splitlines(), 1):
        for col, ch in enumerate(line, 1):
            cp = ord(ch); kind = None
            if cp in INVISIBLE: kind = "invisible"
            elif cp in BIDI: kind = "bidi-control"
            elif cp in TAGS: kind = "tag-character"
            elif ch.isalpha() and cp > 0x7F and unicodedata.name(ch, "").startswith(("CYRILLIC", "GREEK")) and any(c.isascii() and c.isalpha() for c in line):
                kind = "confusable"
            if kind:
                print(f"{p}:{n}:{col}: {kind} U+{cp:04X} {unicodedata.name(ch, '?')}")

for root in sys.argv[1:]:
    r = pathlib.Path(root)
    for p in ([r] if r.is_file() else r.rglob("*")):
        if p.is_file():
            check(p)
