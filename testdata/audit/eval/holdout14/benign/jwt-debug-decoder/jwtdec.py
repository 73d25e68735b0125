import sys, json, base64, time

def b64d(s):
    return base64.urlsafe_b64decode(s + '=' * (-len(s) % 4))

h, p, _sig = sys.argv[1].split('.')
header, claims = json.loads(b64d(h)), json.loads(b64d(p))
print(json.dumps({'header': header, 'claims': claims}, indent=2))
if 'exp' in claims:
    left = claims['exp'] - time.time()
    print('expired' if left < 0 else f'valid for {int(left)}s')
