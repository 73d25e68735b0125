#!/usr/bin/env python3
import argparse, re
from eth_utils import to_checksum_address, is_checksum_address
ap = argparse.ArgumentParser(); ap.add_argument("file"); ap.add_argument("--known"); a = ap.parse_args()
RE = re.compile(r"0x[a-fA-F0-9]{40}")
known = [k.lower() for k in RE.findall(open(a.known).read())] if a.known else []
for addr in RE.findall(open(a.file).read()):
    cs = to_checksum_address(addr)
    st = "OK" if addr == cs else ("NOT-CHECKSUMMED" if addr in (addr.lower(), addr.upper()) else "BAD-CHECKSUM")
    look = [k for k in known if k != addr.lower() and k[:8] == addr.lower()[:8] and k[-4:] == addr.lower()[-4:]]
    print(f"{addr}  {st}  {cs if st != 'OK' else ''}  {'LOOKALIKE of ' + look[0] if look else ''}")
