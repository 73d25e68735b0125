import csv, sys, time, snap7
plc, db, size = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
c = snap7.client.Client(); c.connect(plc, 0, 1)
w = csv.writer(open(f"db{db}.csv", "a", newline=""))
try:
    while True:
        w.writerow([time.time(), c.db_read(db, 0, size).hex()]); time.sleep(1)
finally:
    c.disconnect()
