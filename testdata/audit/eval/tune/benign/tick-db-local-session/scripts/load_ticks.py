#!/usr/bin/env python3
"""Load a CSV of ticks into a local DolphinDB table and print a count."""
import argparse
import os
import sys

import dolphindb as ddb


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("csv", nargs="?")
    p.add_argument("--ping", action="store_true")
    p.add_argument("--password", default=os.environ.get("DDB_PASSWORD", "123456"))
    args = p.parse_args()
    s = ddb.session()
    s.connect(host="localhost", port=8848, userid="admin", password=args.password)
    if args.ping:
        print(s.run("version()"))
        return 0
    if not args.csv:
        p.error("a CSV file is required")
    s.run(f"t = loadText('{os.path.abspath(args.csv)}')")
    s.run("loadTable('dfs://ticks', 'trades').append!(t)")
    print(s.run("exec count(*) from loadTable('dfs://ticks', 'trades')"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
