import os, sys, unicodedata

RANGES = [(0x200B, 0x200F), (0x202A, 0x202E), (0x2060, 0x2064), (0xFE00, 0xFE0F), (0xE0000, 0xE007F), (0xE0100, 0xE01EF), (0xFEFF, 0xFEFF)]

def bad(ch):
    o = ord(ch)
    return any(a <= o <= b for a, b in RANGES)

for root, dirs, files in os.walk(sys.argv[1] if len(sys.argv) > 1 else '.'):
    dirs[:] = [d for d in dirs if d not in ('.git', 'node_modules')]
    for f in files:
        p = os.path.join(root, f)
        try:
            text = open(p, encoding='utf-8').read()
        except (UnicodeDecodeError, OSError):
            continue
        for n, line in enumerate(text.splitlines(), 1):
            hits = [c for c in line if bad(c)]
            if hits:
                names = sorted({unicodedata.name(c, hex(ord(c))) for c in hits})
                print(f'{p}:{n}: {len(hits)} invisible: {", ".join(names[:3])}')
