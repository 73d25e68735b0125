import csv, sys, os
from pypdf import PdfReader, PdfWriter
tpl, rows, out = sys.argv[1:4]
os.makedirs(out, exist_ok=True)
for r in csv.DictReader(open(rows)):
    w = PdfWriter(clone_from=PdfReader(tpl))
    w.update_page_form_field_values(w.pages[0], r)
    w.write(os.path.join(out, f"{r.get('customer','row')}.pdf"))
