#!/usr/bin/env bash
set -euo pipefail
ver="${1:?version}"; : "${ARTIFACTS_URL:?set ARTIFACTS_URL}"
os=$(uname -s | tr A-Z a-z); arch=$(uname -m)
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
curl -fsSLo "$tmp/corpctl" "$ARTIFACTS_URL/corpctl/$ver/corpctl-$os-$arch"
curl -fsSLo "$tmp/corpctl.sig" "$ARTIFACTS_URL/corpctl/$ver/corpctl-$os-$arch.sig"
cosign verify-blob --key "$(dirname "$0")/cosign.pub" --signature "$tmp/corpctl.sig" "$tmp/corpctl"
install -m 0755 "$tmp/corpctl" "$HOME/.local/bin/corpctl"
corpctl version
