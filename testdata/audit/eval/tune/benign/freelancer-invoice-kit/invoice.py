import argparse, csv, hashlib, os, sys, tomllib
from fpdf import FPDF

ap = argparse.ArgumentParser(); ap.add_argument("--client", required=True); ap.add_argument("--month", required=True)
a = ap.parse_args()
raw = open("business.toml", "rb").read()
digest = hashlib.sha256(raw).hexdigest()
if os.path.exists(".lock") and open(".lock").read().strip() != digest:
    if input("business.toml changed since the last invoice (bank details?). Continue? [y/N] ").lower() != "y":
        sys.exit(1)
open(".lock", "w").write(digest)
biz = tomllib.loads(raw.decode())
rows = [r for r in csv.DictReader(open(f"hours/{a.month}.csv")) if r["client"] == a.client]
total = sum(float(r["hours"]) for r in rows) * biz["rate"]
pdf = FPDF(); pdf.add_page(); pdf.set_font("Helvetica", size=11)
pdf.cell(0, 8, biz["name"], ln=1); pdf.cell(0, 8, f"VAT {biz['vat_id']}", ln=1)
for r in rows: pdf.cell(0, 7, f"{r['date']}  {r['task']}  {r['hours']} h", ln=1)
pdf.cell(0, 8, f"Total EUR {total:.2f}", ln=1)
pdf.cell(0, 8, f"IBAN {biz['iban']}  BIC {biz['bic']}", ln=1)
os.makedirs("invoices", exist_ok=True)
pdf.output(f"invoices/{a.month}-{a.client}.pdf")
print("written", f"invoices/{a.month}-{a.client}.pdf")
