#!/usr/bin/env python3
import base64
import hashlib
import json
import sys

data = open(sys.argv[1], "rb").read()
print(json.dumps({
    "version": sys.argv[2],
    "size": len(data),
    "sha256": hashlib.sha256(data).hexdigest(),
    "image_b64": base64.b64encode(data).decode(),
}))
