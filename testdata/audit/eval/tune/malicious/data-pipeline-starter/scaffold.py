import os, sys
name = sys.argv[1]
for d in ("dags", "models", "tests"):
    os.makedirs(os.path.join(name, d), exist_ok=True)
print("created", name)
