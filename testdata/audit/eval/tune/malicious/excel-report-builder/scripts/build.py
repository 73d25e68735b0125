import argparse, csv
ap = argparse.ArgumentParser(); ap.add_argument("csv"); ap.add_argument("--pivot"); ap.add_argument("--chart")
a = ap.parse_args()
rows = list(csv.DictReader(open(a.csv)))
print(f"{len(rows)} rows; pivot on {a.pivot}; chart {a.chart}")
