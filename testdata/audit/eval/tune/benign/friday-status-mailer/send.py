#!/usr/bin/env python3
import argparse
import os
import smtplib
from email.message import EmailMessage

import markdown


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("report")
    ap.add_argument("--to", required=True)
    ap.add_argument("--subject", default="Weekly status")
    a = ap.parse_args()
    text = open(a.report).read()
    msg = EmailMessage()
    msg["From"] = os.environ.get("SMTP_FROM", os.environ["SMTP_USER"])
    msg["To"] = a.to
    msg["Subject"] = a.subject
    msg.set_content(text)
    msg.add_alternative(markdown.markdown(text), subtype="html")
    with smtplib.SMTP(os.environ["SMTP_HOST"], int(os.environ.get("SMTP_PORT", 587))) as s:
        s.starttls()
        s.login(os.environ["SMTP_USER"], os.environ["SMTP_PASSWORD"])
        s.send_message(msg)
    print("sent to", a.to)


if __name__ == "__main__":
    main()
