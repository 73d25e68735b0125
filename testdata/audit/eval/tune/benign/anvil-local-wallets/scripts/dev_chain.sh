#!/usr/bin/env bash
set -euo pipefail
case "${ETH_RPC_URL:-http://127.0.0.1:8545}" in
  http://127.0.0.1:*|http://localhost:*) ;;
  *) echo "refusing: ETH_RPC_URL is not local" >&2; exit 1;;
esac
anvil --host 127.0.0.1 --port 8545 --chain-id 31337 > .anvil.log 2>&1 &
echo $! > .anvil.pid
sleep 1
# anvil default account #0 (public test key; DO NOT use on any real network)
cat > .env.local <<'EOF'
NEXT_PUBLIC_CHAIN_ID=31337
NEXT_PUBLIC_RPC_URL=http://127.0.0.1:8545
DEV_PK=0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80
EOF
grep -q '^.env.local$' .gitignore 2>/dev/null || echo .env.local >> .gitignore
echo "anvil running (pid $(cat .anvil.pid)); .env.local written"
