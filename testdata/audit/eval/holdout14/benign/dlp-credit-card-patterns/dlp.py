import re, sys
PAN = re.compile(r'\b(?:\d[ -]?){13,19}\b')
def luhn(n):
    d = [int(c) for c in n][::-1]
    return sum(d[0::2] + [sum(divmod(2 * x, 10)) for x in d[1::2]]) % 10 == 0
for f in sys.argv[1:]:
    for i, line in enumerate(open(f, errors='ignore'), 1):
        for m in PAN.finditer(line):
            n = re.sub(r'\D', '', m.group())
            if 13 <= len(n) <= 19 and luhn(n):
                print(f'{f}:{i}: {n[:6]}******{n[-4:]}')
