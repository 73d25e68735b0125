import re, sys, collections
rx = re.compile(r'"(?P<m>\S+) (?P<u>\S+) [^"]*" (?P<s>\d{3}) \S+ .*?(?P<t>\d+\.\d+)?$')
urls, codes, slow = collections.Counter(), collections.Counter(), []
for line in open(sys.argv[1], errors="ignore"):
    m = rx.search(line)
    if not m: continue
    urls[m["u"].split("?")[0]] += 1; codes[m["s"]] += 1
    if m["t"] and float(m["t"]) > 1.0: slow.append((float(m["t"]), m["u"]))
print("Топ URL:"); [print(f"  {n:6} {u}") for u, n in urls.most_common(20)]
print("Коды:", dict(codes))
print("Медленные:"); [print(f"  {t:.2f}s {u}") for t, u in sorted(slow, reverse=True)[:20]]
