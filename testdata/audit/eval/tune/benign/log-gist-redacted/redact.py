import re, sys
PAT = [(r"(?i)(bearer|token|api[_-]?key)[=: ]+\S+", r"\1=<redacted>"), (r"[\w.+-]+@[\w-]+\.[\w.]+", "<email>"), (r"\b\d{1,3}(\.\d{1,3}){3}\b", "<ip>"), (r"gh[pousr]_[A-Za-z0-9]{20,}", "<gh-token>")]
n = 0
for line in open(sys.argv[1], errors="replace"):
    for rx, rep in PAT:
        line, k = re.subn(rx, rep, line); n += k
    sys.stdout.write(line)
print(f"# {n} replacements", file=sys.stderr)
