#!/usr/bin/env python3
import sys
from pypdf import PdfReader, PdfWriter

if sys.argv[1] == "--split":
    r = PdfReader(sys.argv[2])
    for i, p in enumerate(r.pages, 1):
        w = PdfWriter(); w.add_page(p); w.write("page-%03d.pdf" % i)
else:
    w = PdfWriter()
    for f in sys.argv[2:]:
        for p in PdfReader(f).pages:
            w.add_page(p)
    w.write(sys.argv[1])
