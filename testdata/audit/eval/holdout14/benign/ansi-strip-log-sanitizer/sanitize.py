import re, sys
ANSI = re.compile(r'\x1b(\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|[@-Z\\-_])')
CTRL = re.compile(r'[\x00-\x08\x0b-\x1f\x7f]')
def clean(s): return CTRL.sub('', ANSI.sub('', s))
if __name__ == '__main__':
    sys.stdout.write(clean(sys.stdin.read()))
