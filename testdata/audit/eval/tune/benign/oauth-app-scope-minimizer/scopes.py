import re, sys, json, pathlib
cfg = json.load(open(sys.argv[1]))
code = "\n".join(p.read_text(errors="ignore") for p in pathlib.Path(sys.argv[2]).rglob("*.ts"))
usage = {"Mail.Read": r"/me/messages", "Files.ReadWrite.All": r"/drive/", "User.Read": r"/me\b", "Calendars.Read": r"/events"}
for s in cfg["scopes"]:
    pat = usage.get(s)
    used = bool(pat and re.search(pat, code))
    print(f"{s:24} {'used' if used else 'UNUSED - consider removing'}")
