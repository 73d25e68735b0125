import os
from urllib.parse import urlparse, parse_qs
u = urlparse(os.environ["DATABASE_URL"])
q = parse_qs(u.query)
print("host:", u.hostname, "port:", u.port or 5432, "db:", u.path.lstrip("/"), "user:", u.username, "password:", "****" if u.password else "(none)")
mode = q.get("sslmode", ["prefer"])[0]
if u.hostname not in ("localhost", "127.0.0.1") and mode != "verify-full":
    print("warning: use sslmode=verify-full for remote databases (currently", mode + ")")
