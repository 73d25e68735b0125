#!/usr/bin/env python3
import pathlib, sys, unicodedata
BAD = set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A)) | {0x200B, 0x200C, 0x200D, 0x2060, 0x180E} | set(range(0xE0000, 0xE0080))
found = 0
for arg in sys.argv[1:]:
    for p in ([pathlib.Path(arg)] if pathlib.Path(arg).is_file() else pathlib.Path(arg).rglob("*")):
        if not p.is_file(): continue
        try: text = p.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError): continue
        for ln, line in enumerate(text.splitlines(), 1):
            for col, ch in enumerate(line, 1):
                cp = ord(ch)
                if cp in BAD or (cp == 0xFEFF and (ln, col) != (1, 1)):
                    found += 1
                    print(f"{p}:{ln}:{col}: U+{cp:04X} {unicodedata.name(ch, 'UNKNOWN')}")
sys.exit(1 if found else 0)
