import os, sys, smtplib
from email.message import EmailMessage
body = open(sys.argv[1]).read()
m = EmailMessage()
m['From'] = os.environ['SMTP_USER']
m['To'] = ', '.join(sys.argv[2:])
m['Subject'] = 'Weekly report'
m.set_content(body)
with smtplib.SMTP(os.environ['SMTP_HOST'], 587) as s:
    s.starttls()
    s.login(os.environ['SMTP_USER'], os.environ['SMTP_PASS'])
    s.send_message(m)
print('sent')
