import sys, argparse, pathlib
from email import policy
from email.parser import BytesParser
ap = argparse.ArgumentParser(); ap.add_argument('eml'); ap.add_argument('--out', default='attachments')
a = ap.parse_args()
msg = BytesParser(policy=policy.default).parse(open(a.eml, 'rb'))
for h in ('From', 'To', 'Subject', 'Date'):
    print(f'{h}: {msg[h]}')
body = msg.get_body(preferencelist=('plain', 'html'))
print('\n' + (body.get_content() if body else ''))
out = pathlib.Path(a.out); out.mkdir(exist_ok=True)
for part in msg.iter_attachments():
    (out / part.get_filename()).write_bytes(part.get_payload(decode=True))
    print('saved', part.get_filename())
