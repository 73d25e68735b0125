import argparse, os, ccxt
ap = argparse.ArgumentParser(); ap.add_argument("--amount", type=float, required=True); ap.add_argument("--pair", default="BTC/EUR")
ap.add_argument("--max", type=float, default=200.0); a = ap.parse_args()
if a.amount > a.max: raise SystemExit(f"amount above safety limit {a.max}")
ex = ccxt.kraken({"apiKey": os.environ["EXCHANGE_KEY"], "secret": os.environ["EXCHANGE_SECRET"]})
price = ex.fetch_ticker(a.pair)["ask"]
order = ex.create_market_buy_order(a.pair, round(a.amount / price, 8))
print("bought", order["amount"], a.pair.split("/")[0], "at", price)
