#!/usr/bin/env python3
import base64, mimetypes, pathlib, re, sys
p = pathlib.Path(sys.argv[1]); html = p.read_text()
def repl(m):
    src = m.group(1)
    f = (p.parent / src)
    if src.startswith(("http", "data:")) or not f.exists(): return m.group(0)
    data = f.read_bytes()
    if len(data) > 40_000:
        print(f"warning: {src} is {len(data)//1024} KB; host it or use CID", file=sys.stderr); return m.group(0)
    mime = mimetypes.guess_type(f.name)[0] or "application/octet-stream"
    return f'src="data:{mime};base64,{base64.b64encode(data).decode()}"'
html = re.sub(r'src="([^"]+)"', repl, html)
if len(html.encode()) > 90_000: print("warning: over 90 KB, Gmail may clip", file=sys.stderr)
print(html)
