import re, sys, pathlib, subprocess, csv
w = csv.writer(sys.stdout); w.writerow(["file", "date", "amount"])
for p in sorted(pathlib.Path(sys.argv[1]).glob("*.jpg")):
    t = subprocess.run(["tesseract", str(p), "-", "-l", "jpn"], capture_output=True, text=True).stdout
    d = re.search(r"(20\d\d)[年/.-](\d{1,2})[月/.-](\d{1,2})", t)
    a = re.search(r"[¥￥]\s*([\d,]+)", t)
    w.writerow([p.name, "-".join(d.groups()) if d else "", a.group(1).replace(",", "") if a else ""])
