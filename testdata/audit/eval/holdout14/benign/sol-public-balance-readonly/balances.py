import json, urllib.request
RPC = 'https://api.mainnet-beta.solana.com'
for a in open('addresses.txt').read().split():
    body = json.dumps({'jsonrpc': '2.0', 'id': 1, 'method': 'getBalance', 'params': [a]}).encode()
    r = json.load(urllib.request.urlopen(urllib.request.Request(RPC, body, {'Content-Type': 'application/json'})))
    print(f"{a}  {r['result']['value'] / 1e9:.4f} SOL")
