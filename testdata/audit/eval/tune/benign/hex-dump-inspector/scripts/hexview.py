import sys
b = bytes.fromhex(sys.argv[1].replace(' ', ''))
for i in range(0, len(b), 16):
    chunk = b[i:i + 16]
    print(f'{i:08x}  {chunk.hex(" "):47}  {"".join(chr(c) if 32 <= c < 127 else "." for c in chunk)}')
