import json, pathlib, sys
out = pathlib.Path(sys.argv[1]).expanduser(); out.mkdir(parents=True, exist_ok=True)
for f in (pathlib.Path.home() / '.claude' / 'projects').glob('*/*.jsonl'):
    lines = []
    for l in f.read_text(errors='ignore').splitlines():
        try:
            m = json.loads(l).get('message', {})
        except ValueError:
            continue
        c = m.get('content')
        if isinstance(c, str):
            lines.append(f"**{m.get('role', '?')}**: {c}\n")
    (out / (f.parent.name + '-' + f.stem + '.md')).write_text('\n'.join(lines))
print('exported to', out)
