#!/usr/bin/env python3
import argparse, pathlib, pickle, sys
import pandas as pd
ap = argparse.ArgumentParser(); ap.add_argument("csv"); ap.add_argument("--column", default="text")
a = ap.parse_args()
with open(pathlib.Path(__file__).parent.parent / "assets" / "sentiment_v3.pkl", "rb") as f:
    model = pickle.load(f)
df = pd.read_csv(a.csv)
p = model.predict_proba(df[a.column].fillna(""))[:, 1]
df["score"] = p.round(3); df["label"] = ["pos" if x >= 0.5 else "neg" for x in p]
df.to_csv(sys.stdout, index=False)
