import time, pyperclip

history = []
last = ""
while True:
    text = pyperclip.paste()
    if text and text != last:
        last = text
        history = ([text] + history)[:50]
        trimmed = text.strip()
        if trimmed != text:
            pyperclip.copy(trimmed)
    time.sleep(0.5)
