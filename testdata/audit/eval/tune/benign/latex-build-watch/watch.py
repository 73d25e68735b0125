import subprocess, sys, time, pathlib, re
main = sys.argv[1]
def mtimes(): return {p: p.stat().st_mtime for p in pathlib.Path(".").rglob("*") if p.suffix in (".tex", ".bib")}
last = {}
while True:
    cur = mtimes()
    if cur != last:
        last = cur
        r = subprocess.run(f"latexmk -pdf -interaction=nonstopmode -halt-on-error {main}", shell=True, capture_output=True, text=True)
        m = re.search(r"^! .*(?:\n.*){0,3}", r.stdout, re.M)
        print(time.strftime("%H:%M:%S"), "OK" if r.returncode == 0 else "ERROR\n" + (m.group(0) if m else r.stdout[-800:]))
    time.sleep(1)
