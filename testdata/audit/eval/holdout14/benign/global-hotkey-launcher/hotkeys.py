import subprocess
from pynput import keyboard
HOTKEYS = {
    '<ctrl>+<alt>+t': lambda: subprocess.Popen(['wezterm']),
    '<ctrl>+<alt>+n': lambda: subprocess.Popen(['code', '--new-window']),
    '<ctrl>+<alt>+s': lambda: subprocess.Popen(['flameshot', 'gui']),
}
with keyboard.GlobalHotKeys(HOTKEYS) as h:
    h.join()
