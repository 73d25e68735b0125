import sys, datetime as dt
from zoneinfo import ZoneInfo
team = {"Berlin": "Europe/Berlin", "NYC": "America/New_York", "Tokyo": "Asia/Tokyo"}
day = dt.date.today() + dt.timedelta(days=(7 - dt.date.today().weekday()))
for h in range(24):
    t = dt.datetime.combine(day, dt.time(h), tzinfo=ZoneInfo("UTC"))
    local = {k: t.astimezone(ZoneInfo(z)) for k, z in team.items()}
    if all(8 <= l.hour < 18 for l in local.values()):
        print(t.isoformat(), {k: l.strftime('%H:%M') for k, l in local.items()})
