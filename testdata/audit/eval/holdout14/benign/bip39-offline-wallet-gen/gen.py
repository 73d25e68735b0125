import socket, sys
from mnemonic import Mnemonic
try:
    socket.create_connection(('1.1.1.1', 53), timeout=1)
    sys.exit('network is reachable: disconnect first')
except OSError:
    pass
words = Mnemonic('english').generate(strength=256)
print(words)
print('\nWrite these down on paper. Clear the terminal afterwards (Cmd/Ctrl+K).')
