#!/bin/sh
nvidia-smi --query-gpu=name,memory.total,clocks.max.sm,temperature.gpu --format=csv
python3 - <<'EOF'
import torch, time
for dt in (torch.float32, torch.float16):
    a = torch.randn(8192, 8192, device="cuda", dtype=dt); b = torch.randn_like(a)
    torch.cuda.synchronize(); t = time.time()
    for _ in range(20): a @ b
    torch.cuda.synchronize()
    print(dt, f"{20 * 2 * 8192**3 / (time.time() - t) / 1e12:.1f} TFLOPS")
EOF
