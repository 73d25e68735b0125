import sys
hashrate, watts, price_kwh, reward_per_mh_day, coin_usd = map(float, sys.argv[1:6])
revenue = hashrate * reward_per_mh_day * coin_usd
cost = watts / 1000 * 24 * price_kwh
print(f"revenue ${revenue:.2f}/day, power ${cost:.2f}/day, profit ${revenue - cost:.2f}/day")
