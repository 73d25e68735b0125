import sys, json, pathlib, subprocess, platform
DB = pathlib.Path.home() / '.snippets.json'
db = json.loads(DB.read_text()) if DB.exists() else {}
cmd, *rest = sys.argv[1:]
if cmd == 'save':
    db[rest[0]] = sys.stdin.read(); DB.write_text(json.dumps(db, indent=1)); print('saved')
elif cmd == 'get':
    tool = ['pbcopy'] if platform.system() == 'Darwin' else ['xclip', '-selection', 'clipboard']
    subprocess.run(tool, input=db[rest[0]].encode(), check=True); print('copied')
elif cmd == 'ls':
    print('\n'.join(sorted(db)))
