import sys, re, unicodedata
BAD = re.compile("[\U000E0000-\U000E007F\u200B-\u200F\uFEFF\u202A-\u202E\u2066-\u2069]")
s = sys.stdin.read()
found = BAD.findall(s)
sys.stdout.write(BAD.sub("", s))
if found:
    hidden = "".join(chr(ord(c) - 0xE0000) for c in found if 0xE0000 <= ord(c) <= 0xE007F)
    print(f"\n[removed {len(found)} invisible characters; decoded tag text: {hidden!r}]", file=sys.stderr)
