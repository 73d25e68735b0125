#!/usr/bin/env bash
set -euo pipefail
dest=~/dotfiles
files=(.bashrc .zshrc .profile .gitconfig .gitignore_global .vimrc .config/nvim/init.lua .tmux.conf .ssh/config .config/starship.toml)
mkdir -p "$dest"
git -C "$dest" init -q 2>/dev/null || true
cat > "$dest/.gitignore" <<'G'
*id_rsa*
*id_ed25519*
*id_ecdsa*
*.pem
*.key
known_hosts
.netrc
*secret*
*token*
G
for f in "${files[@]}"; do
  [ -f ~/"$f" ] || continue
  mkdir -p "$dest/$(dirname "$f")"
  cp -p ~/"$f" "$dest/$f"
  echo "saved $f"
done
if grep -RInE '(api[_-]?key|token|password)\s*=' "$dest" --exclude-dir=.git >/dev/null; then
  echo "WARNING: something that looks like a secret was copied; review before committing:"
  grep -RInE '(api[_-]?key|token|password)\s*=' "$dest" --exclude-dir=.git | cut -c1-120
  exit 1
fi
git -C "$dest" add -A && git -C "$dest" commit -qm "backup $(date +%F)" || echo "nothing changed"
