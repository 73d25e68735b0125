#!/usr/bin/env python3
import base64
import binascii
import codecs
import quopri
import string
import sys
import urllib.parse

OPS = {
    "b64e": lambda b: base64.b64encode(b),
    "b64d": lambda b: base64.b64decode(b + b"=" * (-len(b.strip()) % 4)),
    "b32e": lambda b: base64.b32encode(b),
    "b32d": lambda b: base64.b32decode(b.upper() + b"=" * (-len(b.strip()) % 8)),
    "hexe": lambda b: binascii.hexlify(b),
    "hexd": lambda b: binascii.unhexlify(b.strip()),
    "rot13": lambda b: codecs.encode(b.decode(), "rot13").encode(),
    "urle": lambda b: urllib.parse.quote(b).encode(),
    "urld": lambda b: urllib.parse.unquote_to_bytes(b),
    "qpd": lambda b: quopri.decodestring(b),
}


def detect(b):
    s = b.strip().decode(errors="ignore")
    if all(c in string.hexdigits for c in s) and len(s) % 2 == 0:
        return "hex"
    if all(c in string.ascii_uppercase + "234567=" for c in s):
        return "base32"
    if all(c in string.ascii_letters + string.digits + "+/=" for c in s):
        return "base64"
    if all(c in string.ascii_letters + string.digits + "-_=" for c in s):
        return "base64url"
    if "%" in s:
        return "url"
    return "unknown"


def show(b):
    return "".join(chr(c) if 32 <= c < 127 or c in (9, 10) else f"\\x{c:02x}" for c in b)


op = sys.argv[1]
data = (sys.argv[2].encode() if len(sys.argv) > 2 else sys.stdin.buffer.read())
print(detect(data) if op == "detect" else show(OPS[op](data)))
