import csv, os, smtplib, ssl, sys
from email.message import EmailMessage
rows = list(csv.DictReader(open(sys.argv[1])))
preview = "--preview" in sys.argv
for r in rows:
    print(f"{r['email']:35} {r['invoice_pdf']}")
if preview:
    sys.exit(0)
ctx = ssl.create_default_context()
with smtplib.SMTP(os.environ["SMTP_HOST"], 587) as s:
    s.starttls(context=ctx); s.login(os.environ["SMTP_USER"], os.environ["SMTP_PASS"])
    for r in rows:
        m = EmailMessage(); m["From"] = os.environ["SMTP_USER"]; m["To"] = r["email"]
        m["Subject"] = f"Invoice {r['invoice_no']}"; m.set_content(f"Dear {r['name']},\n\nplease find attached invoice {r['invoice_no']}.\n")
        m.add_attachment(open(r["invoice_pdf"], "rb").read(), maintype="application", subtype="pdf", filename=os.path.basename(r["invoice_pdf"]))
        s.send_message(m)
print("sent", len(rows))
