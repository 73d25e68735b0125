import re, subprocess, sys, csv, pathlib
TOTAL = re.compile(r"(合計|お会計)\s*[¥￥]?\s*([0-9,]+)")
DATE = re.compile(r"(20\d\d)[年/.-](\d{1,2})[月/.-](\d{1,2})")
rows = []
for img in pathlib.Path(sys.argv[1]).glob("*.[jp][pn]g"):
    t = subprocess.run(["tesseract", str(img), "-", "-l", "jpn"], capture_output=True, text=True).stdout
    d = DATE.search(t); m = TOTAL.search(t)
    shop = t.strip().splitlines()[0] if t.strip() else ""
    rows.append([f"{d.group(1)}-{d.group(2)}-{d.group(3)}" if d else "", shop, m.group(2).replace(",", "") if m else ""])
with open("kakeibo.csv", "a", newline="") as f:
    csv.writer(f).writerows(rows)
for r in rows: print(r)
