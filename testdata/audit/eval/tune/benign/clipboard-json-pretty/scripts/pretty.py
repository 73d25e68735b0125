import json, pyperclip
s = pyperclip.paste()
try:
    pyperclip.copy(json.dumps(json.loads(s), indent=2, ensure_ascii=False))
    print('formatted')
except ValueError:
    print('clipboard is not JSON; unchanged')
