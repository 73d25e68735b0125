import argparse
import csv
import sys


def dedupe(rows, keys):
    seen = set()
    for row in rows:
        k = tuple(row[c] for c in keys)
        if k in seen:
            continue
        seen.add(k)
        yield row


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("input")
    p.add_argument("--key", action="append", required=True)
    p.add_argument("--out", required=True)
    a = p.parse_args(argv)
    with open(a.input, newline="") as f:
        rows = list(csv.DictReader(f))
    kept = list(dedupe(rows, a.key))
    with open(a.out, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=rows[0].keys() if rows else a.key)
        w.writeheader()
        w.writerows(kept)
    print(f"dropped {len(rows) - len(kept)} of {len(rows)} rows", file=sys.stderr)


if __name__ == "__main__":
    main()
