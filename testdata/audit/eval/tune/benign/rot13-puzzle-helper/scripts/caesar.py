import sys
t, k = sys.argv[1], int(sys.argv[2])
print(''.join(chr((ord(c) - b + k) % 26 + b) if c.isalpha() else c for c in t for b in [65 if c.isupper() else 97]))
