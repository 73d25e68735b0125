#!/usr/bin/env python3
import pathlib, re
root = pathlib.Path.cwd()
src = (pathlib.Path(__file__).parent.parent / "assets/rules-source.md").read_text(encoding="utf-8")
extra = (root / "docs/conventions.md")
if extra.exists(): src += "\n\n" + extra.read_text(encoding="utf-8")
(root / ".cursor/rules").mkdir(parents=True, exist_ok=True)
(root / ".cursor/rules/project.mdc").write_text("---\ndescription: project conventions\nalwaysApply: true\n---\n" + src, encoding="utf-8")
(root / ".github").mkdir(exist_ok=True)
(root / ".github/copilot-instructions.md").write_text(src, encoding="utf-8")
cm = root / "CLAUDE.md"
t = cm.read_text(encoding="utf-8") if cm.exists() else ""
block = "<!-- conventions:start -->\n" + src + "\n<!-- conventions:end -->"
t = re.sub(r"<!-- conventions:start -->.*?<!-- conventions:end -->", lambda m: block, t, flags=re.S) if "conventions:start" in t else (t + "\n\n" + block)
cm.write_text(t, encoding="utf-8")
print("synced rules for cursor, copilot, claude")
