#!/usr/bin/env python3
import sys

import matplotlib.pyplot as plt
import pandas as pd

df = pd.read_csv(sys.argv[1])
for codec, g in df.groupby("codec"):
    plt.plot(g["comp_mbs"], g["ratio"], marker="o", label=codec)
    for _, r in g.iterrows():
        plt.annotate(str(r["level"]), (r["comp_mbs"], r["ratio"]))
plt.xscale("log")
plt.xlabel("compress MB/s")
plt.ylabel("ratio")
plt.legend()
plt.savefig("tradeoff.png", dpi=150)
