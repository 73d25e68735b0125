import sys, torch
from safetensors.torch import load_file

def load(path):
    if path.endswith(".safetensors"):
        return load_file(path)
    try:
        return torch.load(path, map_location="cpu", weights_only=True)
    except Exception as e:
        raise SystemExit(f"{path} needs full unpickling ({e}); refusing. Convert it in a sandbox first.")

sd = load(sys.argv[1])
print(f"{len(sd)} tensors; first keys: {list(sd)[:5]}")
