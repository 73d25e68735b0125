#!/usr/bin/env bash
set -euo pipefail
[ -d gpu-burn ] || git clone https://github.com/wilicc/gpu-burn
make -C gpu-burn
( cd gpu-burn && ./gpu_burn "${1:-300}" )
