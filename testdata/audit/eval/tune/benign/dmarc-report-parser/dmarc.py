import sys, gzip, zipfile, xml.etree.ElementTree as ET, collections
known = set(open("known_senders.txt").read().split()) if __import__("os").path.exists("known_senders.txt") else set()
agg = collections.Counter()
for f in sys.argv[1:]:
    data = gzip.open(f).read() if f.endswith(".gz") else zipfile.ZipFile(f).read(zipfile.ZipFile(f).namelist()[0]) if f.endswith(".zip") else open(f, "rb").read()
    root = ET.fromstring(data)
    for rec in root.iter("record"):
        row = rec.find("row"); pe = row.find("policy_evaluated")
        key = (row.findtext("source_ip"), pe.findtext("spf"), pe.findtext("dkim"), pe.findtext("disposition"))
        agg[key] += int(row.findtext("count"))
for (ip, spf, dkim, disp), n in agg.most_common():
    print(f"{ip:16} {n:6} spf={spf:5} dkim={dkim:5} {disp}{'' if ip in known else '  <- unknown sender'}")
