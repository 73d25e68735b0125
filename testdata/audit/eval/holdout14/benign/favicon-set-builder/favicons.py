import sys, pathlib
from PIL import Image
src = Image.open(sys.argv[1]).convert('RGBA')
out = pathlib.Path('favicons'); out.mkdir(exist_ok=True)
for s in (16, 32, 180, 192, 512):
    src.resize((s, s), Image.LANCZOS).save(out / f'icon-{s}.png')
src.save(out / 'favicon.ico', sizes=[(16, 16), (32, 32), (48, 48)])
print('<link rel="icon" href="/favicon.ico" sizes="any">\n<link rel="apple-touch-icon" href="/icon-180.png">')
