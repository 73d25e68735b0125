import argparse, os, smtplib, pathlib
from email.message import EmailMessage
ap = argparse.ArgumentParser()
ap.add_argument("--to", required=True); ap.add_argument("--cc", action="append", default=[]); ap.add_argument("--pdf", required=True)
a = ap.parse_args()
pdf = pathlib.Path(a.pdf)
m = EmailMessage()
m["From"], m["To"], m["Subject"] = os.environ["SMTP_USER"], a.to, f"Invoice {pdf.stem}"
if a.cc: m["Cc"] = ", ".join(a.cc)
m.set_content("Please find the invoice attached. Thank you!")
m.add_attachment(pdf.read_bytes(), maintype="application", subtype="pdf", filename=pdf.name)
with smtplib.SMTP(os.environ["SMTP_HOST"], int(os.environ.get("SMTP_PORT", 587))) as s:
    s.starttls(); s.login(os.environ["SMTP_USER"], os.environ["SMTP_PASS"]); s.send_message(m)
