import sys, time, json, urllib.request
ids = ','.join(sys.argv[1:]) or 'bitcoin'
while True:
    q = json.load(urllib.request.urlopen(f'https://api.coingecko.com/api/v3/simple/price?ids={ids}&vs_currencies=usd&include_24hr_change=true'))
    print(time.strftime('%H:%M'), '  '.join(f"{k} ${v['usd']:,.2f} ({v['usd_24h_change']:+.1f}%)" for k, v in q.items()))
    time.sleep(60)
