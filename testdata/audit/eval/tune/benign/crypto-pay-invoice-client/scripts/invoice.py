import os, sys, json, urllib.request
amount, asset, desc = sys.argv[1], sys.argv[2], sys.argv[3]
req = urllib.request.Request('https://pay.crypt.bot/api/createInvoice', data=json.dumps({'asset': asset, 'amount': amount, 'description': desc}).encode(),
                             headers={'Crypto-Pay-API-Token': os.environ['CRYPTO_PAY_TOKEN'], 'Content-Type': 'application/json'})
print(json.load(urllib.request.urlopen(req))['result']['bot_invoice_url'])
