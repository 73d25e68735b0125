import base64
import sys

name, pairs = sys.argv[1], sys.argv[2:]
print("apiVersion: v1\nkind: Secret\nmetadata:\n  name: " + name + "\ntype: Opaque\ndata:")
for p in pairs:
    k, v = p.split("=", 1)
    print(f"  {k}: {base64.b64encode(v.encode()).decode()}")
