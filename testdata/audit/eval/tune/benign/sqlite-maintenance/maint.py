import sqlite3, sys, time, os
db = sys.argv[1]
con = sqlite3.connect(db)
print("integrity:", con.execute("PRAGMA integrity_check").fetchone()[0])
bk = f"{db}.{time.strftime('%Y%m%d-%H%M%S')}.bak"
with sqlite3.connect(bk) as dst: con.backup(dst)
before = os.path.getsize(db)
con.execute("VACUUM"); con.close()
print(f"backup {bk}; size {before} -> {os.path.getsize(db)} bytes")
