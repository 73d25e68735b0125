import os, re, sys
MASK = re.compile(r"(?i)(token|password|secret|key)=\S+|gh[pous]_[A-Za-z0-9]{20,}|AKIA[0-9A-Z]{16}")
q = " ".join(sys.argv[1:]).lower()
for f in ("~/.zsh_history", "~/.bash_history"):
    p = os.path.expanduser(f)
    if not os.path.exists(p): continue
    for line in open(p, errors="ignore"):
        line = line.split(";", 1)[-1].strip()
        if q in line.lower():
            print(MASK.sub("<masked>", line))
