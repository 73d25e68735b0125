import base64, binascii, codecs, re, sys
text = open(sys.argv[1], errors='replace').read()
for blob in re.findall(r'[A-Za-z0-9+/=]{40,}|(?:[0-9a-f]{2}){20,}', text):
    layer = blob
    for depth in range(5):
        try:
            dec = bytes.fromhex(layer).decode() if re.fullmatch(r'(?:[0-9a-f]{2})+', layer) else base64.b64decode(layer, validate=True).decode()
        except (binascii.Error, ValueError, UnicodeDecodeError):
            break
        print(f'--- layer {depth + 1} ---\n{dec}\n')
        layer = dec.strip()
print('rot13 of file head:', codecs.decode(text[:200], 'rot13'))
