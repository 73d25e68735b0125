import sys
from eth_utils import is_checksum_address, is_address
a = sys.argv[1]
if not is_address(a):
    print('not an address')
elif is_checksum_address(a):
    print('valid checksum')
else:
    print('address is valid but not checksummed; double-check it character by character')
