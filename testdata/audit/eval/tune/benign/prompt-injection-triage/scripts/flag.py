import re, sys
PATTERNS = [r'ignore (all )?previous instructions', r'do not (tell|mention|notify) the user', r'<IMPORTANT>', r'integration_tokens',
            r'\|\s*(ba)?sh\b', r'base64 -[dD]', r'curl .*--data', r'this message is (directed at|for) (claude|cursor|you)']
text = open(sys.argv[1], encoding='utf-8', errors='replace').read()
for p in PATTERNS:
    for m in re.finditer(p, text, re.I):
        line = text.count('\n', 0, m.start()) + 1
        print(f'line {line}: {p}')
