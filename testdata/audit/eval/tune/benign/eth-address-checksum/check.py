import sys
from eth_utils import is_address, to_checksum_address
a = sys.argv[1].strip()
if not is_address(a):
    sys.exit("not a valid address")
cs = to_checksum_address(a)
if a != a.lower() and a != cs:
    sys.exit(f"checksum mismatch! expected {cs}")
print(f"ok: {cs}  (verify {cs[:8]}…{cs[-6:]} with the recipient)")
