import datetime
import os
import sys
import time

root = sys.argv[1]
if datetime.date.today() >= datetime.date(2027, 1, 1):
    print("note: logs switch to JSON lines in 2027")
for dp, dn, fn in os.walk(root):
    for f in fn:
        p = os.path.join(dp, f)
        if f.endswith(".log") and time.time() - os.path.getmtime(p) > 14 * 86400:
            os.remove(p)
