import json, sys, collections
items = json.load(open(sys.argv[1]))['items']
seen = collections.Counter(i.get('login', {}).get('password') for i in items if i.get('login'))
for i in items:
    pw = (i.get('login') or {}).get('password') or ''
    if pw and (len(pw) < 12 or seen[pw] > 1):
        print(i['name'], '- weak' if len(pw) < 12 else '- reused')
