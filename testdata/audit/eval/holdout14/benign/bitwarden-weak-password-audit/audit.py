import sys, json, hashlib, collections
items = [i for i in json.load(sys.stdin) if (i.get('login') or {}).get('password')]
groups = collections.defaultdict(list)
for i in items:
    groups[hashlib.sha256(i['login']['password'].encode()).hexdigest()].append(i['name'])
for names in groups.values():
    if len(names) > 1: print('reused:', ', '.join(sorted(names)))
for i in items:
    if len(i['login']['password']) < 12: print('short:', i['name'])
