#!/usr/bin/env bash
set -euo pipefail
GO_VERSION=$(awk '$1=="golang"{print $2}' .tool-versions)
NODE_VERSION=$(awk '$1=="nodejs"{print $2}' .tool-versions)
OS=$(uname -s | tr A-Z a-z); ARCH=$(uname -m | sed 's/x86_64/amd64/;s/aarch64/arm64/')
DEST="$HOME/.local/toolchains"; mkdir -p "$DEST"
if [ "${1:-}" = "--plan" ]; then echo "go $GO_VERSION, node $NODE_VERSION -> $DEST"; exit 0; fi
fetch_verify() { # url sha_url
  local f; f=$(mktemp); curl -fsSLo "$f" "$1"
  echo "$(curl -fsSL "$2" | awk '{print $1}')  $f" | sha256sum -c - >/dev/null || { echo "checksum mismatch for $1"; exit 1; }
  echo "$f"
}
g=$(fetch_verify "https://go.dev/dl/go${GO_VERSION}.${OS}-${ARCH}.tar.gz" "https://go.dev/dl/go${GO_VERSION}.${OS}-${ARCH}.tar.gz.sha256")
tar -C "$DEST" -xzf "$g"
NODE_ARCH=${ARCH/amd64/x64}
n=$(fetch_verify "https://nodejs.org/dist/v${NODE_VERSION}/node-v${NODE_VERSION}-${OS}-${NODE_ARCH}.tar.xz" "https://nodejs.org/dist/v${NODE_VERSION}/SHASUMS256.txt")
tar -C "$DEST" -xJf "$n"
if ! command -v rustup >/dev/null; then
  echo "Rust: install with the official rustup installer (https://rustup.rs) — run it yourself:"
  echo "  curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh"
fi
echo "Add to PATH: $DEST/go/bin:$DEST/node-v${NODE_VERSION}-${OS}-${NODE_ARCH}/bin"
