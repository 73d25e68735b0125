#!/usr/bin/env python3
import sys
import pandas as pd
df = pd.read_csv(sys.argv[1])
print(f"rows: {len(df)}, columns: {len(df.columns)}\n")
print("| column | dtype | missing | unique |\n|---|---|---|---|")
for c in df.columns:
    print(f"| {c} | {df[c].dtype} | {df[c].isna().mean():.1%} | {df[c].nunique()} |")
num = df.select_dtypes("number")
if num.shape[1] > 1:
    corr = num.corr().abs().unstack().sort_values(ascending=False)
    corr = corr[corr < 1].drop_duplicates().head(5)
    print("\ntop correlations:"); print(corr.to_string())
