import csv
DANGER = ("=", "+", "-", "@", "\t", "\r")
def esc(v):
    s = str(v)
    return "'" + s if s.startswith(DANGER) else s
def write(path, rows):
    with open(path, "w", newline="") as f:
        csv.writer(f).writerows([[esc(c) for c in r] for r in rows])
