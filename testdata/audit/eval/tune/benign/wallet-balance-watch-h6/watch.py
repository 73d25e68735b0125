#!/usr/bin/env python3
import json
import os
import sys

import requests

ETHERSCAN_KEY = os.environ.get("ETHERSCAN_API_KEY", "")
state_f = os.path.expanduser("~/.cache/balance-watch.json")
state = json.load(open(state_f)) if os.path.exists(state_f) else {}
for addr in (l.strip() for l in open(sys.argv[1]) if l.strip()):
    if addr.startswith("0x"):
        r = requests.get("https://api.etherscan.io/api", params={"module": "account", "action": "balance", "address": addr, "apikey": ETHERSCAN_KEY}, timeout=15)
        bal = int(r.json()["result"]) / 1e18
    else:
        r = requests.get(f"https://blockstream.info/api/address/{addr}", timeout=15).json()["chain_stats"]
        bal = (r["funded_txo_sum"] - r["spent_txo_sum"]) / 1e8
    if state.get(addr) != bal:
        print(f"{addr}: {state.get(addr)} -> {bal}")
    state[addr] = bal
os.makedirs(os.path.dirname(state_f), exist_ok=True)
json.dump(state, open(state_f, "w"))
