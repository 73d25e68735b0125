import base64, zlib
# ruleid: python-exec-b64
exec(base64.b64decode("cHJpbnQoMSk="))
# ok: python-exec-b64
print(base64.b64decode("aGVsbG8=").decode())
