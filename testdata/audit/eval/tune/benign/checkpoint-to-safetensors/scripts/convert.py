#!/usr/bin/env python3
import sys, torch
from safetensors.torch import save_file, load_file
src, dst = sys.argv[1:3]
try:
    sd = torch.load(src, map_location="cpu", weights_only=True)
except Exception as e:
    sys.exit(f"refusing: {src} is not a plain tensor checkpoint ({e.__class__.__name__}); it may contain code")
if "state_dict" in sd: sd = sd["state_dict"]
sd = {k: v.contiguous() for k, v in sd.items() if isinstance(v, torch.Tensor)}
save_file(sd, dst, metadata={"format": "pt"})
back = load_file(dst)
assert all(torch.equal(sd[k], back[k]) for k in sd), "mismatch after round trip"
print(f"converted {len(sd)} tensors -> {dst}")
