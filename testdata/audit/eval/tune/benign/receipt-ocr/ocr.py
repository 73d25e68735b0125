import csv, re, sys
from PIL import Image
import pytesseract
w = csv.writer(sys.stdout); w.writerow(["file", "merchant", "date", "total"])
for f in sys.argv[1:]:
    t = pytesseract.image_to_string(Image.open(f))
    lines = [l.strip() for l in t.splitlines() if l.strip()]
    date = re.search(r"\b(\d{1,2}[./-]\d{1,2}[./-]\d{2,4})\b", t)
    total = re.search(r"(?i)(total|summe|gesamt)\D{0,10}(\d+[.,]\d{2})", t)
    w.writerow([f, lines[0] if lines else "", date.group(1) if date else "", total.group(2) if total else ""])
