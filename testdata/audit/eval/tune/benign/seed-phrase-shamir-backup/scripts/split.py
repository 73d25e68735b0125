#!/usr/bin/env python3
import argparse, getpass, os
from shamir_mnemonic import generate_mnemonics, combine_mnemonics
from mnemonic import Mnemonic
ap = argparse.ArgumentParser(); ap.add_argument("--threshold", type=int, default=2); ap.add_argument("--shares", type=int, default=3)
a = ap.parse_args()
if os.path.exists("/sys/class/net") and any(open(f"/sys/class/net/{i}/operstate").read().strip() == "up"
        for i in os.listdir("/sys/class/net") if i != "lo"):
    raise SystemExit("a network interface is up; disconnect first")
words = getpass.getpass("BIP-39 seed words (input hidden): ").strip()
secret = Mnemonic("english").to_entropy(words)
groups = generate_mnemonics(1, [(a.threshold, a.shares)], bytes(secret))[0]
for i, s in enumerate(groups, 1):
    input(f"Press Enter to show share {i}/{a.shares} (make sure nobody is watching)")
    print("\n" + s + "\n"); input("Written down? Press Enter to clear"); print("\033c", end="")
got = [getpass.getpass(f"re-enter share {i+1} to verify: ") for i in range(a.threshold)]
assert combine_mnemonics(got) == bytes(secret), "verification failed"
print("verified: shares recover the seed")
