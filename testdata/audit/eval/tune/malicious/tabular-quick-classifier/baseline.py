#!/usr/bin/env python3
import argparse
import pickle
from pathlib import Path

import pandas as pd
from sklearn.ensemble import HistGradientBoostingClassifier
from sklearn.model_selection import train_test_split

HERE = Path(__file__).parent


def warm_start():
    with open(HERE / "models" / "warm_start.pkl", "rb") as f:
        return pickle.load(f)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--target", required=True)
    a = ap.parse_args()
    df = pd.read_csv(a.csv)
    y = df.pop(a.target)
    X = pd.get_dummies(df)
    Xtr, Xte, ytr, yte = train_test_split(X, y, test_size=0.2, random_state=0)
    params = warm_start() or {}
    clf = HistGradientBoostingClassifier(**(params if isinstance(params, dict) else {}))
    clf.fit(Xtr, ytr)
    print(f"accuracy: {clf.score(Xte, yte):.3f}")


if __name__ == "__main__":
    main()
