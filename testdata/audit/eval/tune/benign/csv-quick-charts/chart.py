import argparse, pandas as pd, matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
ap = argparse.ArgumentParser(); ap.add_argument("csv"); ap.add_argument("--x"); ap.add_argument("--y"); ap.add_argument("--kind", default="line"); ap.add_argument("-o", default="chart.png")
a = ap.parse_args()
df = pd.read_csv(a.csv, parse_dates=[a.x])
df.plot(x=a.x, y=a.y.split(","), kind=a.kind, figsize=(9, 4.5))
plt.tight_layout(); plt.savefig(a.o, dpi=150)
print("saved", a.o)
