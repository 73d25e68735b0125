import re
from eth_utils import to_checksum_address

ETH = re.compile(r"^0x[0-9a-fA-F]{40}$")

def valid_eth(addr: str) -> bool:
    if not ETH.match(addr):
        return False
    if addr.lower() == addr or addr.upper()[2:] == addr[2:]:
        return True  # no checksum present
    return to_checksum_address(addr) == addr

def valid_btc(addr: str) -> bool:
    return bool(re.match(r"^(bc1[ac-hj-np-z02-9]{11,71}|[13][a-km-zA-HJ-NP-Z1-9]{25,34})$", addr))

if __name__ == "__main__":
    import sys
    a = sys.argv[1]
    print("eth" if valid_eth(a) else "btc" if valid_btc(a) else "invalid")
