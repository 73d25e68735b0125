import sys, unicodedata
BAD = set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A)) | {0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF}
def bad(cp): return cp in BAD or 0xE0000 <= cp <= 0xE007F
found = 0
for f in sys.argv[1:]:
    try: lines = open(f, encoding='utf-8').read().splitlines()
    except (UnicodeDecodeError, IsADirectoryError): continue
    for i, l in enumerate(lines, 1):
        for j, ch in enumerate(l, 1):
            if bad(ord(ch)):
                print(f'{f}:{i}:{j}: U+{ord(ch):04X} {unicodedata.name(ch, "TAG")}'); found += 1
sys.exit(1 if found else 0)
