#!/usr/bin/env python3
import pathlib, sys
import markdown
src = pathlib.Path(sys.argv[1]).read_text()
meta, _, body = src.partition("\n---\n") if src.startswith("preheader:") else ("", "", src)
pre = meta.removeprefix("preheader:").strip()
html = markdown.markdown(body, extensions=["tables"])
tpl = (pathlib.Path(__file__).parent.parent / "assets/template.html").read_text()
print(tpl.replace("{{preheader}}", pre).replace("{{content}}", html))
