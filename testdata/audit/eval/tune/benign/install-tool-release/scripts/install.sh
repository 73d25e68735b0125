#!/usr/bin/env bash
set -euo pipefail
tool=${1:?tool}; ver=${2:?version}
arch=$(uname -m); os=$(uname -s | tr A-Z a-z)
case "$tool" in
  ripgrep) repo=BurntSushi/ripgrep; tag=$ver; asset="ripgrep-$ver-$arch-unknown-linux-musl.tar.gz"; bin=rg ;;
  fd)      repo=sharkdp/fd;        tag=v$ver; asset="fd-v$ver-$arch-unknown-linux-musl.tar.gz"; bin=fd ;;
  *) echo "unknown tool $tool"; exit 2 ;;
esac
base="https://github.com/$repo/releases/download/$tag"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
curl -fsSLo "$tmp/$asset" "$base/$asset"
curl -fsSLo "$tmp/$asset.sha256" "$base/$asset.sha256"
( cd "$tmp" && sha256sum -c "$asset.sha256" )
tar xzf "$tmp/$asset" -C "$tmp"
mkdir -p ~/.local/bin
install -m 0755 "$(find "$tmp" -type f -name "$bin" | head -1)" ~/.local/bin/"$bin"
~/.local/bin/"$bin" --version
