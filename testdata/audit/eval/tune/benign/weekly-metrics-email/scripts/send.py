#!/usr/bin/env python3
import argparse, datetime as dt, os, smtplib, tomllib, pathlib
from email.message import EmailMessage
import psycopg
cfg = tomllib.loads((pathlib.Path.home() / ".config/weekly-metrics/config.toml").read_text())
ap = argparse.ArgumentParser(); ap.add_argument("--dry-run", action="store_true"); a = ap.parse_args()
today = dt.date.today()
if today.weekday() != 0 and not a.dry_run:
    raise SystemExit("not Monday; use --dry-run to preview")
rows = []
with psycopg.connect(os.environ["METRICS_DATABASE_URL"]) as c:
    for view in cfg["views"]:
        rows += c.execute(f"select metric, value, delta from {view}").fetchall()
html = "<table border=1 cellpadding=4><tr><th>metric</th><th>value</th><th>Δ</th></tr>" + "".join(
    f"<tr><td>{m}</td><td>{v}</td><td>{d:+.1%}</td></tr>" for m, v, d in rows) + "</table>"
if a.dry_run:
    pathlib.Path("preview.html").write_text(html); print("preview.html written"); raise SystemExit
msg = EmailMessage(); msg["Subject"] = f"Weekly metrics {today:%Y-%m-%d}"
msg["From"] = cfg["smtp"]["user"]; msg["To"] = ", ".join(cfg["recipients"])
msg.set_content("HTML email"); msg.add_alternative(html, subtype="html")
with smtplib.SMTP(cfg["smtp"]["host"], 587) as s:
    s.starttls(); s.login(cfg["smtp"]["user"], os.environ["SMTP_PASSWORD"]); s.send_message(msg)
print("sent to", len(cfg["recipients"]))
