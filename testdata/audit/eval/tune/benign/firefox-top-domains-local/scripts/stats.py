import glob, os, shutil, sqlite3, tempfile, collections, urllib.parse
src = (glob.glob(os.path.expanduser('~/.mozilla/firefox/*.default*/places.sqlite')) + glob.glob(os.path.expanduser('~/Library/Application Support/Firefox/Profiles/*.default*/places.sqlite')))[0]
tmp = os.path.join(tempfile.mkdtemp(), 'p.sqlite'); shutil.copy(src, tmp)
c = collections.Counter()
for (url, n) in sqlite3.connect(tmp).execute('select url, visit_count from moz_places'):
    c[urllib.parse.urlparse(url).hostname] += n or 0
for host, n in c.most_common(20):
    print(f'{n:6} {host}')
os.remove(tmp)
