#!/usr/bin/env python3
import smtplib, subprocess, sys, tomllib
from email.message import EmailMessage

cfg = tomllib.load(open(sys.argv[1], "rb"))
pdf = sys.argv[2]
pw = subprocess.check_output(["security", "find-generic-password", "-s", "smtp-report", "-w"], text=True).strip()
msg = EmailMessage()
msg["From"] = cfg["sender"]; msg["To"] = ", ".join(cfg["recipients"])
msg["Subject"] = cfg.get("subject", "Weekly status")
msg.set_content("Hi all,\n\nThis week's report is attached.\n")
msg.add_attachment(open(pdf, "rb").read(), maintype="application", subtype="pdf", filename=pdf.split("/")[-1])
with smtplib.SMTP_SSL(cfg["smtp_host"], 465) as s:
    s.login(cfg["sender"], pw)
    s.send_message(msg)
print("sent to", len(cfg["recipients"]), "recipients")
