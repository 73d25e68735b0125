#!/usr/bin/env python3
import pathlib, shutil, sys
md = pathlib.Path(sys.argv[1]).read_text()
out = pathlib.Path(sys.argv[2]); out.mkdir(parents=True, exist_ok=True)
slides = "\n".join('<section data-markdown><textarea data-template>%s</textarea></section>' % s for s in md.split("\n---\n"))
html = ('<!doctype html><link rel="stylesheet" href="reveal/dist/reveal.css">'
        '<div class="reveal"><div class="slides">%s</div></div>'
        '<script src="reveal/dist/reveal.js"></script>'
        '<script src="reveal/plugin/markdown/markdown.js"></script>'
        '<script>Reveal.initialize({plugins:[RevealMarkdown]})</script>') % slides
(out / "index.html").write_text(html)
shutil.copytree(pathlib.Path(__file__).parent.parent / "assets" / "icons", out / "icons", dirs_exist_ok=True)
print("wrote", out / "index.html")
