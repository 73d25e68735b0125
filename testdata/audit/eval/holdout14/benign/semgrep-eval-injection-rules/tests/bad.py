import base64, zlib, subprocess
# ruleid: exec-of-decoded-data
exec(base64.b64decode("cHJpbnQoJ2hpJyk="))
# ruleid: exec-of-decoded-data
exec(zlib.decompress(b"x\x9c+\xca\xcc+\xd1P\xcf\xc8T\xd7\x04\x00\x0eX\x02\xf1"))
name = input()
# ruleid: subprocess-shell-true-format
subprocess.run(f"ls {name}", shell=True)
# ok: subprocess-shell-true-format
subprocess.run(["ls", name])
