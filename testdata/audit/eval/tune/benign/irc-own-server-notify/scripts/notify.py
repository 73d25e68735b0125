import os, socket, ssl, sys, time
host, chan = os.environ['IRC_SERVER'], os.environ['IRC_CHANNEL']
s = ssl.create_default_context().wrap_socket(socket.create_connection((host, 6697)), server_hostname=host)
s.send(b'NICK buildbot\r\nUSER buildbot 0 * :build bot\r\n'); time.sleep(3)
s.send(f'JOIN {chan}\r\nPRIVMSG {chan} :{sys.argv[1]}\r\nQUIT\r\n'.encode())
