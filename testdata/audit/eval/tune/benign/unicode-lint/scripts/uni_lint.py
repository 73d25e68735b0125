#!/usr/bin/env python3
import sys
import unicodedata

RANGES = [(0x200B, 0x200F), (0x202A, 0x202E), (0x2066, 0x2069), (0xFEFF, 0xFEFF), (0xE0000, 0xE007F)]
bad = 0
for path in sys.argv[1:]:
    try:
        text = open(path, encoding="utf-8").read()
    except (UnicodeDecodeError, OSError):
        continue
    for ln, line in enumerate(text.splitlines(), 1):
        tags = "".join(chr(ord(c) - 0xE0000) for c in line if 0xE0020 <= ord(c) <= 0xE007E)
        for col, ch in enumerate(line, 1):
            cp = ord(ch)
            if any(a <= cp <= b for a, b in RANGES) and not (cp == 0xFEFF and ln == 1 and col == 1):
                bad += 1
                print(f"{path}:{ln}:{col}: U+{cp:04X} {unicodedata.name(ch, 'TAG CHARACTER')}")
        if tags:
            print(f"{path}:{ln}: hidden tag text: {tags!r}")
sys.exit(1 if bad else 0)
