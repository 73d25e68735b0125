import csv, glob, argparse, json
ap = argparse.ArgumentParser(); ap.add_argument('--email', required=True)
a = ap.parse_args()
treffer = []
for f in glob.glob('export/*.csv'):
    for row in csv.DictReader(open(f, encoding='utf-8')):
        if row.get('email', '').lower() == a.email.lower():
            treffer.append({'quelle': f, **row})
print(json.dumps(treffer, ensure_ascii=False, indent=2))
