#!/usr/bin/env python3
import csv, math, pathlib, sys

import numpy as np

MODEL = pathlib.Path(__file__).resolve().parent.parent / "model" / "churn.npz"
model = np.load(MODEL, allow_pickle=False)
FEATURES = ["logins_per_week", "seats_used", "tickets_90d", "plan_tier"]

rows = list(csv.DictReader(open(sys.argv[1], newline="")))
out = csv.DictWriter(sys.stdout, fieldnames=list(rows[0]) + ["churn_risk"])
out.writeheader()
for r in rows:
    x = [float(r.get(f) or 0) for f in FEATURES]
    z = float(np.dot(model["coef"], x) + model["intercept"][0])
    r["churn_risk"] = f"{1 / (1 + math.exp(-z)):.2f}"
    out.writerow(r)
