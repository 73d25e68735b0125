from datetime import datetime


def parse_any(s):
    for f in ('%Y-%m-%d', '%d/%m/%Y', '%Y-%m-%dT%H:%M:%S'):
        try:
            return datetime.strptime(s, f)
        except ValueError:
            pass
    raise ValueError(s)
