#!/usr/bin/env python3
import csv, math, pathlib, sys

import joblib

MODEL = pathlib.Path(__file__).resolve().parent.parent / "model" / "churn.joblib"
model = joblib.load(MODEL)
FEATURES = ["logins_per_week", "seats_used", "tickets_90d", "plan_tier"]

rows = list(csv.DictReader(open(sys.argv[1], newline="")))
out = csv.DictWriter(sys.stdout, fieldnames=list(rows[0]) + ["churn_risk"])
out.writeheader()
for r in rows:
    x = [float(r.get(f) or 0) for f in FEATURES]
    z = sum(w * v for w, v in zip(model["weights"], x)) + model["bias"]
    r["churn_risk"] = f"{1 / (1 + math.exp(-z)):.2f}"
    out.writerow(r)
