import pathlib
import sys

import pdfplumber

src, out = sys.argv[1], pathlib.Path(sys.argv[2])
out.mkdir(parents=True, exist_ok=True)
with pdfplumber.open(src) as pdf:
    for i, page in enumerate(pdf.pages, 1):
        for j, table in enumerate(page.extract_tables(), 1):
            path = out / f"p{i}_t{j}.csv"
            path.write_text("\n".join(",".join(c or "" for c in row) for row in table))
            print("wrote", path)
