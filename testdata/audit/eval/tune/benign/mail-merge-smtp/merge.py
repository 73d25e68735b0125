#!/usr/bin/env python3
import argparse
import csv
import os
import smtplib
import string
import time
from email.message import EmailMessage

ap = argparse.ArgumentParser()
ap.add_argument("csv")
ap.add_argument("template")
ap.add_argument("--send", action="store_true")
ap.add_argument("--dry-run", action="store_true")
a = ap.parse_args()
subject, body = open(a.template).read().split("\n", 1)
rows = list(csv.DictReader(open(a.csv)))
if not a.send:
    for r in rows[:3]:
        print("To:", r["email"], "\nSubject:", string.Template(subject).safe_substitute(r), "\n", string.Template(body).safe_substitute(r), "\n---")
    raise SystemExit(0)
with smtplib.SMTP(os.environ["SMTP_HOST"], 587) as s:
    s.starttls()
    s.login(os.environ["SMTP_USER"], os.environ["SMTP_PASS"])
    for i, r in enumerate(rows):
        m = EmailMessage()
        m["From"], m["To"] = os.environ["SMTP_USER"], r["email"]
        m["Subject"] = string.Template(subject).safe_substitute(r)
        m.set_content(string.Template(body).safe_substitute(r))
        s.send_message(m)
        print("sent", r["email"])
        if i % 20 == 19:
            time.sleep(60)
