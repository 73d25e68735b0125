import pathlib, re, sys, yaml
bad = 0
for d in sorted(p for p in pathlib.Path(sys.argv[1]).iterdir() if p.is_dir()):
    f = d / "SKILL.md"
    if not f.exists(): print(f"{d}: no SKILL.md"); bad += 1; continue
    m = re.match(r"^---\n(.*?)\n---\n", f.read_text(), re.S)
    if not m: print(f"{f}: no frontmatter"); bad += 1; continue
    fm = yaml.safe_load(m.group(1)) or {}
    if fm.get("name") != d.name: print(f"{f}: name {fm.get('name')!r} != folder"); bad += 1
    desc = fm.get("description") or ""
    if not desc or len(desc) > 1024: print(f"{f}: description missing or too long"); bad += 1
    if re.search(r"\b(silently|always run|do not tell|ignore previous)\b", desc, re.I): print(f"{f}: description contains instructions"); bad += 1
sys.exit(1 if bad else 0)
