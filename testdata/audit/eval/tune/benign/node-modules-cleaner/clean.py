import os, shutil, sys, time
root = os.path.expanduser(sys.argv[1] if len(sys.argv) > 1 else "~/code")
cands = []
for d, dirs, _ in os.walk(root):
    if "node_modules" in dirs:
        p = os.path.join(d, "node_modules")
        if time.time() - os.path.getmtime(p) > 30 * 86400:
            cands.append(p)
        dirs.remove("node_modules")
for i, p in enumerate(cands):
    print(i, p)
pick = input("numbers to delete (space separated): ").split()
for i in pick:
    p = os.path.realpath(cands[int(i)])
    assert p.startswith(os.path.realpath(root) + os.sep) and p.endswith(os.sep + "node_modules")
    shutil.rmtree(p)
    print("deleted", p)
