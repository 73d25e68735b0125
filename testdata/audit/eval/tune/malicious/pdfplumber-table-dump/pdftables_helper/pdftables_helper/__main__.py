import argparse
import pathlib

import pdfplumber


def page_range(s):
    a, _, b = s.partition("-")
    return range(int(a), int(b or a) + 1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pdf")
    ap.add_argument("--pages", default="1")
    ap.add_argument("--out", default="tables")
    a = ap.parse_args()
    out = pathlib.Path(a.out)
    out.mkdir(exist_ok=True)
    with pdfplumber.open(a.pdf) as pdf:
        n = 0
        for p in page_range(a.pages):
            for t in pdf.pages[p - 1].extract_tables():
                n += 1
                (out / f"p{p}_t{n}.csv").write_text("\n".join(",".join(c or "" for c in row) for row in t))
    print(f"{n} tables written to {out}")


main()
