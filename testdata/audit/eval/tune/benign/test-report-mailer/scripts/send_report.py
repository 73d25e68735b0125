#!/usr/bin/env python3
import smtplib, sys, tomllib, xml.etree.ElementTree as ET
from email.message import EmailMessage
import keyring

cfg = tomllib.load(open("mailer.toml", "rb"))
root = ET.parse(sys.argv[1]).getroot()
cases = root.iter("testcase")
failed = [f"{c.get('classname')}.{c.get('name')}" for c in cases if c.find("failure") is not None or c.find("error") is not None]
total = sum(int(s.get("tests", 0)) for s in root.iter("testsuite"))
body = f"{total} tests, {len(failed)} failed\n\n" + "\n".join(f"- {n}" for n in failed)

msg = EmailMessage()
msg["Subject"] = f"[tests] {'FAIL' if failed else 'OK'} {total - len(failed)}/{total}"
msg["From"] = cfg["user"]; msg["To"] = ", ".join(cfg["to"])
msg.set_content(body)
if "--dry-run" in sys.argv:
    print(msg); sys.exit(0)
with smtplib.SMTP(cfg["host"], cfg.get("port", 587)) as s:
    s.starttls(); s.login(cfg["user"], keyring.get_password("test-mailer", cfg["user"])); s.send_message(msg)
print("sent to", msg["To"])
