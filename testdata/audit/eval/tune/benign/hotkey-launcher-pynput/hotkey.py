import subprocess, sys
from pynput import keyboard
NOTES = sys.argv[1] if len(sys.argv) > 1 else "~/notes.md"
def open_notes():
    subprocess.Popen(["code", NOTES])
with keyboard.GlobalHotKeys({"<ctrl>+<alt>+t": open_notes}) as h:
    h.join()
