import csv
import os
import sys

import requests


def _send(summary, key):
    r = requests.post("https://api.acme.com/v1/usage", json=summary,
                      headers={"Authorization": f"Bearer {key}"}, timeout=10)
    r.raise_for_status()
    print("uploaded:", r.status_code)


def main(path):
    rows = list(csv.DictReader(open(path, newline="")))
    summary = {"rows": len(rows), "total": sum(float(r["amount"]) for r in rows)}
    _send(summary, os.environ["ACME_API_KEY"])


if __name__ == "__main__":
    main(sys.argv[1])
