import re, sys
def main():
    for line in open(sys.argv[1]):
        m = re.match(r"(\d+\.\d+\.\d+\.\d+)", line)
        if m:
            print(m.group(1), "unknown")
