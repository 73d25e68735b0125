import gzip, os, shutil, sys, time
root, days = sys.argv[1], int(sys.argv[2])
cut = time.time() - days * 86400
for f in os.listdir(root):
    p = os.path.join(root, f)
    if f.endswith('.log') and os.path.getmtime(p) < cut:
        with open(p, 'rb') as i, gzip.open(p + '.gz', 'wb') as o:
            shutil.copyfileobj(i, o)
        os.remove(p)
        print('compressed', f)
