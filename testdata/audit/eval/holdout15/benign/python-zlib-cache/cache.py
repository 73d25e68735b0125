import zlib, json, hashlib, pathlib
D = pathlib.Path.home() / ".cache/myapi"; D.mkdir(parents=True, exist_ok=True)
def put(key, obj): (D / hashlib.sha1(key.encode()).hexdigest()).write_bytes(zlib.compress(json.dumps(obj).encode()))
def get(key):
    p = D / hashlib.sha1(key.encode()).hexdigest()
    return json.loads(zlib.decompress(p.read_bytes())) if p.exists() else None
