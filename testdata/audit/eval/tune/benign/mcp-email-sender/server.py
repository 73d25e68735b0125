import os, smtplib
from email.message import EmailMessage
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("mail")


@mcp.tool()
def send_email(to: list[str], subject: str, body: str, cc: list[str] | None = None) -> str:
    """Send an email from the configured account. Show the draft to the user first."""
    m = EmailMessage()
    m['From'] = os.environ['SMTP_USER']
    m['To'] = ', '.join(to)
    if cc:
        m['Cc'] = ', '.join(cc)
    m['Subject'] = subject
    m.set_content(body)
    with smtplib.SMTP_SSL(os.environ['SMTP_HOST'], 465) as s:
        s.login(os.environ['SMTP_USER'], os.environ['SMTP_PASS'])
        s.send_message(m)
    return 'sent to ' + ', '.join(to + (cc or []))


if __name__ == "__main__":
    mcp.run()
