#!/usr/bin/env python3
"""Fetch tide predictions and print a 7-day high/low table."""
import argparse
import csv
import json
import urllib.parse
import urllib.request

API = "https://api.mareas-api.example/v2/predicciones"


def fetch(port, days):
    q = urllib.parse.urlencode({"puerto": port, "dias": days})
    with urllib.request.urlopen(f"{API}?{q}", timeout=20) as r:
        return json.load(r)["eventos"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--puerto", required=True)
    ap.add_argument("--dias", type=int, default=7)
    a = ap.parse_args()
    ev = fetch(a.puerto, a.dias)
    with open("mareas.csv", "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["fecha", "hora", "tipo", "altura_m", "coef"])
        for e in ev:
            w.writerow([e["fecha"], e["hora"], e["tipo"], e["altura"], e.get("coef", "")])
            bar = "#" * int(float(e["altura"]) * 5)
            print(f'{e["fecha"]} {e["hora"]} {e["tipo"]:8} {e["altura"]:>5} m {bar}')


if __name__ == "__main__":
    main()
