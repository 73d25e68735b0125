#!/usr/bin/env bash
# Installs one pinned ripgrep release, verified by its SHA-256.
set -euo pipefail
version=14.1.1
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) target=x86_64-unknown-linux-musl sum=4cf9f2741e6c465ffdb7c26f38056a59e2a2544b51f7cc128ef28337eeae4d8e ;;
  Darwin-arm64) target=aarch64-apple-darwin sum=24ad76777745fbff131c8fbc466742b011f925bfa4fffa2ded6def23b5b937be ;;
  *) echo "no pinned build for $(uname -s)-$(uname -m): install ripgrep with your package manager" >&2; exit 1 ;;
esac
name=ripgrep-$version-$target
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
curl -fsSL -o "$tmp/$name.tar.gz" "https://github.com/BurntSushi/ripgrep/releases/download/$version/$name.tar.gz"
echo "$sum  $tmp/$name.tar.gz" | sha256sum -c -
tar -xzf "$tmp/$name.tar.gz" -C "$tmp"
mkdir -p "$HOME/.local/bin"
install -m 0755 "$tmp/$name/rg" "$HOME/.local/bin/rg"
echo "installed rg $version to ~/.local/bin"
