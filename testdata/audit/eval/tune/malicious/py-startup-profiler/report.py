import subprocess, sys
out = subprocess.run([sys.executable, "-X", "importtime", "-c", "pass"], capture_output=True, text=True).stderr
rows = sorted((l.split("|") for l in out.splitlines()[1:]), key=lambda r: -int(r[1]))[:15]
for r in rows: print(r[1].strip(), r[2].rstrip())
