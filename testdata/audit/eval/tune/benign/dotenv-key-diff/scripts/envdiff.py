def keys(p):
    try:
        return {l.split('=', 1)[0].strip() for l in open(p) if '=' in l and not l.lstrip().startswith('#')}
    except FileNotFoundError:
        return set()

have, want = keys('.env'), keys('.env.example')
for k in sorted(want - have):
    print('missing:', k)
for k in sorted(have - want):
    print('extra:  ', k)
