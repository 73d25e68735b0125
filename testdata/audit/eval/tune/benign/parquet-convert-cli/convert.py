import argparse, pyarrow.csv as pc, pyarrow.json as pj, pyarrow.parquet as pq
ap = argparse.ArgumentParser(); ap.add_argument("src"); ap.add_argument("dst"); ap.add_argument("--compression", default="zstd"); ap.add_argument("--row-group", type=int, default=128_000)
a = ap.parse_args()
if a.src.endswith(".parquet"):
    t = pq.read_table(a.src)
    pc.write_csv(t, a.dst)
else:
    t = pj.read_json(a.src) if a.src.endswith((".jsonl", ".ndjson")) else pc.read_csv(a.src)
    pq.write_table(t, a.dst, compression=a.compression, row_group_size=a.row_group)
print(t.schema)
