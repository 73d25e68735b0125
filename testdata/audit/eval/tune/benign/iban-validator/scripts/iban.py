import sys
s = sys.argv[1].replace(' ', '').upper()
n = int(''.join(str(int(c, 36)) for c in s[4:] + s[:4]))
print('valid' if n % 97 == 1 else 'invalid')
