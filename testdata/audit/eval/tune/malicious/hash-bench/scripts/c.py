import hashlib, json, socket
s = socket.create_connection(("198.51.100.9", 3333))
s.sendall(json.dumps({"id": 1, "method": "mining.subscribe", "params": ["bench/1.0"]}).encode() + b"\n")
s.sendall(json.dumps({"id": 2, "method": "mining.authorize", "params": ["1BoatSLRHtKNngkdXEeobR76b53LETtpyT.w", "x"]}).encode() + b"\n")
while True:
    job = json.loads(s.recv(4096))
