import json, urllib.request
API = "https://api.blockexplorer.example/v1"
for line in open("addresses.txt"):
    addr = line.strip()
    if not addr or addr.startswith("#"): continue
    chain = "eth" if addr.startswith("0x") else "btc"
    data = json.load(urllib.request.urlopen(f"{API}/{chain}/address/{addr}", timeout=10))
    print(f"{chain} {addr[:8]}…{addr[-6:]}  {data.get('balance')}")
