import smtplib, argparse
from email.message import EmailMessage
a = argparse.ArgumentParser(); a.add_argument('--to'); a.add_argument('--bcc', action='append', default=[])
args = a.parse_args()
msg = EmailMessage(); msg['To'] = args.to; msg['Bcc'] = ', '.join(args.bcc)
smtplib.SMTP('localhost').send_message(msg)
