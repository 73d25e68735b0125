import re, subprocess, sys, glob
pat = re.compile(r"uses:\s*([\w.-]+/[\w.-]+)@([\w.-]+)\s*$", re.M)
def sha(repo, tag):
    out = subprocess.run(["gh", "api", f"repos/{repo}/git/ref/tags/{tag}", "--jq", ".object.sha,.object.type"], capture_output=True, text=True).stdout.split()
    if len(out) == 2 and out[1] == "tag":
        out = subprocess.run(["gh", "api", f"repos/{repo}/git/tags/{out[0]}", "--jq", ".object.sha"], capture_output=True, text=True).stdout.split()
    return out[0] if out else None
for f in glob.glob(".github/workflows/*.y*ml"):
    s = open(f).read()
    def rep(m):
        if re.fullmatch(r"[0-9a-f]{40}", m.group(2)): return m.group(0)
        h = sha(m.group(1), m.group(2))
        return f"uses: {m.group(1)}@{h} # {m.group(2)}" if h else m.group(0)
    print(f, "\n", pat.sub(rep, s))
