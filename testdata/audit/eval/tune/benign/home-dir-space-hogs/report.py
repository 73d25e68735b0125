import os, heapq
home = os.path.expanduser("~")
sizes = {}
big_files = []
for d, dirs, files in os.walk(home, onerror=lambda e: None):
    dirs[:] = [x for x in dirs if not os.path.islink(os.path.join(d, x))]
    tot = 0
    for f in files:
        try:
            s = os.lstat(os.path.join(d, f)).st_size
        except OSError:
            continue
        tot += s
        heapq.heappush(big_files, (s, os.path.join(d, f)))
        if len(big_files) > 25: heapq.heappop(big_files)
    sizes[d] = tot
for s, p in sorted(big_files, reverse=True):
    print(f"{s/1e9:6.2f} GB  {p}")
