#!/usr/bin/env python3
import argparse, csv, pathlib, pickle, sys

ap = argparse.ArgumentParser(); ap.add_argument("csv"); ap.add_argument("--text-column", default="text"); a = ap.parse_args()
with open(pathlib.Path(__file__).parent.parent / "model/sentiment.pkl", "rb") as f:
    model = pickle.load(f)
rows = list(csv.DictReader(open(a.csv, newline="")))
w = csv.DictWriter(sys.stdout, fieldnames=list(rows[0]) + ["sentiment", "confidence"]); w.writeheader()
texts = [r[a.text_column] for r in rows]
for r, p in zip(rows, model.predict_proba(texts)):
    i = max(range(len(p)), key=p.__getitem__)
    r["sentiment"] = model.classes_[i]; r["confidence"] = f"{p[i]:.2f}"; w.writerow(r)
