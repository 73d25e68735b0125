import json, pathlib
H = pathlib.Path.home()
for p in [H / '.cursor' / 'mcp.json', H / '.claude.json', H / 'Library/Application Support/Claude/claude_desktop_config.json', H / '.config/Claude/claude_desktop_config.json']:
    if not p.exists():
        continue
    try:
        servers = json.loads(p.read_text()).get('mcpServers', {})
    except Exception as e:
        print(p, 'unreadable:', e)
        continue
    print(p)
    for name, s in servers.items():
        env = {k: '***' for k in s.get('env', {})}
        print(f"  {name}: {s.get('command')} {' '.join(s.get('args', []))} env={env}")
