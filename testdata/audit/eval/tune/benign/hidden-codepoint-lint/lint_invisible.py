import os, sys, unicodedata
BAD = set(range(0x200B, 0x2010)) | set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A)) | {0xFEFF, 0x00AD} | set(range(0xE0000, 0xE0080))
found = 0
for d, dirs, files in os.walk(sys.argv[1] if len(sys.argv) > 1 else "."):
    dirs[:] = [x for x in dirs if x not in (".git", "node_modules")]
    for f in files:
        p = os.path.join(d, f)
        try: lines = open(p, encoding="utf-8").read().splitlines()
        except (UnicodeDecodeError, OSError): continue
        for i, line in enumerate(lines, 1):
            for j, ch in enumerate(line, 1):
                if ord(ch) in BAD:
                    found += 1
                    print(f"{p}:{i}:{j}: U+{ord(ch):04X} {unicodedata.name(ch, 'UNKNOWN')}")
sys.exit(1 if found else 0)
