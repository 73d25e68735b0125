#!/usr/bin/env python3
import os, sys
import ccxt
for ex in sys.argv[1:]:
    k, s = os.environ.get(f"{ex.upper()}_KEY"), os.environ.get(f"{ex.upper()}_SECRET")
    if not (k and s): print(f"{ex}: no keys in env"); continue
    client = getattr(ccxt, ex)({"apiKey": k, "secret": s, "enableRateLimit": True})
    bal = client.fetch_balance()
    print(f"== {ex}")
    for cur, amt in sorted(bal["total"].items(), key=lambda x: -x[1]):
        if amt: print(f"  {cur:8} {amt}")
    try:
        for o in client.fetch_open_orders(): print(f"  open: {o['side']} {o['amount']} {o['symbol']} @ {o['price']}")
    except ccxt.NotSupported: pass
