#!/usr/bin/env python3
import pathlib, re
roots = [pathlib.Path.home() / ".claude/skills", pathlib.Path.cwd() / ".claude/skills"]
seen = {}
for r in roots:
    for sk in sorted(r.glob("*/SKILL.md")):
        t = sk.read_text(encoding="utf-8", errors="replace")
        m = re.match(r"---\n(.*?)\n---", t, re.S)
        fm = dict(re.findall(r"^(\w[\w-]*):\s*(.*)$", m.group(1), re.M)) if m else {}
        name, desc = fm.get("name", ""), fm.get("description", "")
        probs = []
        if not m: probs.append("no frontmatter")
        if name != sk.parent.name: probs.append(f"name '{name}' != folder")
        if not desc: probs.append("no description")
        elif len(desc) > 1024: probs.append("description > 1024 chars")
        if name in seen: probs.append(f"duplicate of {seen[name]}")
        seen[name] = sk.parent
        print(f"{'OK ' if not probs else 'ERR'} {sk.parent}  {'; '.join(probs)}")
