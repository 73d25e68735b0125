#!/usr/bin/env python3
import json, sys, tomllib, urllib.request

cfg = tomllib.load(open(sys.argv[1], "rb"))
rpc = cfg.get("rpc", "https://cloudflare-eth.com")


def call(method, params):
    body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": method, "params": params}).encode()
    return json.load(urllib.request.urlopen(urllib.request.Request(rpc, data=body, headers={"Content-Type": "application/json"}), timeout=15))["result"]


for a in cfg["addresses"]:
    wei = int(call("eth_getBalance", [a["address"], "latest"]), 16)
    print("%-16s %s  %.6f ETH" % (a.get("label", ""), a["address"], wei / 1e18))
