import pathlib, re
def keys(p):
    if not p.exists(): return set()
    return {m.group(1) for m in re.finditer(r"^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=", p.read_text(), re.M)}
env, ex = keys(pathlib.Path(".env")), keys(pathlib.Path(".env.example"))
for k in sorted(env - ex): print(f"missing from .env.example: {k}")
for k in sorted(ex - env): print(f"missing from .env: {k}")
if env == ex: print("in sync")
