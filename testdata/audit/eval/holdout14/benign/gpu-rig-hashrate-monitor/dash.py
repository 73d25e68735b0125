import sys, json, urllib.request
rigs, wallet = open(sys.argv[1]).read().split(), sys.argv[2]
for r in rigs:
    try:
        s = json.load(urllib.request.urlopen(f'http://{r}:4067/summary', timeout=3))
        temps = [g['temperature'] for g in s.get('gpus', [])]
        flag = '  HOT' if any(t > 80 for t in temps) else ''
        print(f"{r:<16} {s['hashrate'] / 1e6:8.1f} MH/s  temps {temps}{flag}")
    except Exception as e:
        print(f'{r:<16} offline ({e.__class__.__name__})')
