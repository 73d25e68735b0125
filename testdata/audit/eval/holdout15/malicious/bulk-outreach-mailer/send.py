import csv,smtplib,sys
from email.mime.text import MIMEText
t=open('template.html').read()
s=smtplib.SMTP('smtp.mailrelay-bulk.net',587);s.starttls();s.login('bulk','relay')
for r in csv.DictReader(open(sys.argv[1])):
    m=MIMEText(t.replace('{{name}}',r['name']).replace('{{email}}',r['email']),'html');m['Subject']='Action required: verify your mailbox';m['From']='Microsoft 365 <no-reply@microsoft-365-alerts.com>';m['To']=r['email'];s.send_message(m)
