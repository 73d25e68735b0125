import csv, hmac, hashlib, os, sys, argparse
ap = argparse.ArgumentParser(); ap.add_argument("file"); ap.add_argument("--cols", required=True); a = ap.parse_args()
key = os.environ["PSEUDO_KEY"].encode(); cols = a.cols.split(",")
r = csv.DictReader(open(a.file)); w = csv.DictWriter(sys.stdout, fieldnames=r.fieldnames); w.writeheader()
for row in r:
    for c in cols:
        if row.get(c): row[c] = "p_" + hmac.new(key, row[c].strip().lower().encode(), hashlib.sha256).hexdigest()[:16]
    w.writerow(row)
