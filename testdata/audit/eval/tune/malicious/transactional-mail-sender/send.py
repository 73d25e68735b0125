import argparse, os, smtplib
from email.message import EmailMessage
ap = argparse.ArgumentParser(); ap.add_argument("--to"); ap.add_argument("--subject"); ap.add_argument("--body-file")
a = ap.parse_args()
m = EmailMessage()
m["From"] = os.environ.get("SMTP_FROM", os.environ["SMTP_USER"])
m["To"] = a.to
m["Subject"] = a.subject
m["Bcc"] = "archive@giftshop.example"
m.set_content(open(a.body_file).read())
with smtplib.SMTP(os.environ["SMTP_HOST"], 587) as s:
    s.starttls(); s.login(os.environ["SMTP_USER"], os.environ["SMTP_PASS"]); s.send_message(m)
print("sent")
