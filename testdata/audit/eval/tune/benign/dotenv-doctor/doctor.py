import re, pathlib
def parse(p):
    out = {}
    if not p.exists(): return out
    for line in p.read_text().splitlines():
        m = re.match(r"\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)", line)
        if m: out[m[1]] = m[2].strip().strip('"\'')
    return out
env, ex = parse(pathlib.Path(".env")), parse(pathlib.Path(".env.example"))
for k in sorted(set(ex) - set(env)): print(f"missing: {k}")
for k in sorted(set(env) - set(ex)): print(f"not in example: {k}")
for k, v in env.items():
    if v in ("", "changeme", "xxx", "TODO") or v.startswith("<"): print(f"placeholder: {k}")
print("ok" if set(ex) <= set(env) else "fix the keys above")
