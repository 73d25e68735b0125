import csv, re, sys, geoip2.database
r = geoip2.database.Reader("/usr/share/GeoIP/GeoLite2-City.mmdb")
w = csv.writer(sys.stdout); w.writerow(["ip", "country", "city", "path"])
for line in open(sys.argv[1], errors="ignore"):
    m = re.match(r'(\S+) \S+ \S+ \[[^\]]+\] "\S+ (\S+)', line)
    if not m: continue
    try:
        c = r.city(m[1]); w.writerow([m[1], c.country.iso_code, c.city.name or "", m[2]])
    except Exception:
        w.writerow([m[1], "", "", m[2]])
