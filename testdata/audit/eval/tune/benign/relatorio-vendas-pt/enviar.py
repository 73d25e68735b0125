import os, smtplib, sys
from email.message import EmailMessage
para = sys.argv[1]
if para != os.environ["SMTP_USER"]:
    sys.exit("só envio para o seu próprio endereço")
m = EmailMessage(); m["Subject"] = "Relatório semanal de vendas"; m["From"] = para; m["To"] = para
m.set_content("Segue o relatório em anexo.")
m.add_attachment(open("relatorio.pdf", "rb").read(), maintype="application", subtype="pdf", filename="relatorio.pdf")
with smtplib.SMTP(os.environ["SMTP_HOST"], 587) as s:
    s.starttls(); s.login(para, os.environ["SMTP_PASSWORD"]); s.send_message(m)
