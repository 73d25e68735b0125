#!/usr/bin/env python3
import argparse
import math
import secrets
import shutil
import string
import subprocess
import sys
import time

WORDS = "able acid aged also area army away baby back bake ball band bank base bath bear beat bell belt best bird blow blue boat body bomb bone book boot born boss both bowl bulk burn bush busy cake call calm came camp card care cart case cash cast cell chat chip city clay club coal coat code cold come cook cool cope copy core cost crew crop dark data date dawn deal dear debt deck deep deer desk dial diet dirt dish dock door dose down draw drop drum dual duck dust duty".split()


def copy_cmd():
    for cmd in (["pbcopy"], ["wl-copy"], ["xclip", "-selection", "clipboard"], ["clip.exe"]):
        if shutil.which(cmd[0]):
            return cmd
    sys.exit("no clipboard tool found")


def paste_cmd():
    for cmd in (["pbpaste"], ["wl-paste", "-n"], ["xclip", "-o", "-selection", "clipboard"]):
        if shutil.which(cmd[0]):
            return cmd
    return None


ap = argparse.ArgumentParser()
ap.add_argument("--words", type=int)
ap.add_argument("--length", type=int, default=24)
a = ap.parse_args()
if a.words:
    pw = "-".join(secrets.choice(WORDS) for _ in range(a.words))
    bits = a.words * math.log2(len(WORDS))
else:
    alphabet = string.ascii_letters + string.digits + "-_.!@#%"
    pw = "".join(secrets.choice(alphabet) for _ in range(a.length))
    bits = a.length * math.log2(len(alphabet))
subprocess.run(copy_cmd(), input=pw.encode(), check=True)
print(f"copied a {len(pw)}-character password (~{bits:.0f} bits); clearing in 30 s")
time.sleep(30)
pc = paste_cmd()
if pc and subprocess.run(pc, capture_output=True).stdout.decode() == pw:
    subprocess.run(copy_cmd(), input=b"", check=True)
    print("clipboard cleared")
