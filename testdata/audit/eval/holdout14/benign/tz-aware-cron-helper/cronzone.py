import argparse, datetime as dt
from zoneinfo import ZoneInfo
ap = argparse.ArgumentParser(); ap.add_argument('expr'); ap.add_argument('--from', dest='src'); ap.add_argument('--to', dest='dst', default='UTC')
a = ap.parse_args()
m, h, *rest = a.expr.split()
for month in (1, 7):
    t = dt.datetime(2026, month, 15, int(h), int(m), tzinfo=ZoneInfo(a.src)).astimezone(ZoneInfo(a.dst))
    print(f"{'winter' if month == 1 else 'summer'}: {t.minute} {t.hour} {' '.join(rest)}")
print('note: if winter and summer differ, the source zone has DST; pick one or run the job in the source zone')
