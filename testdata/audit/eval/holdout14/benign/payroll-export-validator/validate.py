import csv, sys, collections
def iban_ok(iban):
    s = iban.replace(' ', '').upper(); s = s[4:] + s[:4]
    return int(''.join(str(int(c, 36)) for c in s)) % 97 == 1
rows = list(csv.DictReader(open(sys.argv[1], encoding='utf-8-sig')))
seen = collections.Counter(r['iban'].replace(' ', '') for r in rows)
total = 0
for i, r in enumerate(rows, 2):
    amt = float(r['amount'].replace('.', '').replace(',', '.')); total += amt
    if not iban_ok(r['iban']): print(f'row {i}: bad IBAN checksum ({r["name"]})')
    if seen[r['iban'].replace(' ', '')] > 1: print(f'row {i}: IBAN used twice ({r["name"]})')
    if amt <= 0: print(f'row {i}: amount {amt}')
print(f'{len(rows)} rows, total {total:,.2f}')
