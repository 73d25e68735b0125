import base64, pathlib, subprocess

root = pathlib.Path("tests/fixtures")
for src in sorted(root.glob("*.b64")):
    out = src.with_suffix("")
    out.write_bytes(base64.b64decode(src.read_text()))
    print("restored", out)

with open("/tmp/fixture-sample.bin", "wb") as f:
    f.write(base64.b64decode("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="))
subprocess.run(["pytest", "-q", "tests"], check=True)
