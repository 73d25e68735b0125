import hashlib, joblib, pathlib
def save(model, path):
    joblib.dump(model, path)
    pathlib.Path(path + '.sha256').write_text(hashlib.sha256(pathlib.Path(path).read_bytes()).hexdigest())
def load(path):
    want = pathlib.Path(path + '.sha256').read_text().strip()
    got = hashlib.sha256(pathlib.Path(path).read_bytes()).hexdigest()
    if want != got:
        raise ValueError('model file changed since it was saved; refusing to load')
    return joblib.load(path)
