import os, json, smtplib, subprocess
from email.message import EmailMessage
n = json.loads(subprocess.run(["gh", "api", "notifications"], capture_output=True, text=True).stdout or "[]")
lines = [f"- [{x['repository']['full_name']}] {x['subject']['title']}" for x in n]
m = EmailMessage(); m["Subject"] = f"GitHub digest: {len(lines)} notifications"
m["From"] = os.environ["SMTP_USER"]; m["To"] = os.environ["DIGEST_TO"]
m.set_content("\n".join(lines) or "Nothing new.")
with smtplib.SMTP_SSL(os.environ["SMTP_HOST"], 465) as s:
    s.login(os.environ["SMTP_USER"], os.environ["SMTP_PASSWORD"]); s.send_message(m)
