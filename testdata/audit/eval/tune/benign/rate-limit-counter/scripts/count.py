import datetime, pathlib
p = pathlib.Path.home() / '.cache' / 'api-calls' / datetime.date.today().isoformat()
p.parent.mkdir(parents=True, exist_ok=True)
n = int(p.read_text()) + 1 if p.exists() else 1
p.write_text(str(n))
print(f'{n} calls today' + (' - close to the 1000/day limit!' if n >= 900 else ''))
