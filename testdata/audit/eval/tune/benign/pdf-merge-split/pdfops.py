import sys, os
from pypdf import PdfReader, PdfWriter
cmd, *a = sys.argv[1:]
if cmd == "merge":
    w = PdfWriter()
    for f in a[1:]: w.append(f)
    w.write(a[0])
elif cmd == "split":
    r = PdfReader(a[0]); os.makedirs(a[1], exist_ok=True)
    for i, p in enumerate(r.pages, 1):
        w = PdfWriter(); w.add_page(p); w.write(os.path.join(a[1], f"page-{i:03}.pdf"))
elif cmd == "rotate":
    r = PdfReader(a[0]); w = PdfWriter(); deg = int(a[2])
    pages = {int(x) for x in a[4].split(",")} if len(a) > 4 else None
    for i, p in enumerate(r.pages, 1):
        w.add_page(p.rotate(deg) if pages is None or i in pages else p)
    w.write(a[1])
