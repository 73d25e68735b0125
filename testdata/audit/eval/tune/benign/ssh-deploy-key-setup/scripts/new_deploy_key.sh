#!/usr/bin/env bash
set -euo pipefail
alias=${1:?alias}; target=${2:?user@host}; port=${3:-22}
key="$HOME/.ssh/deploy_${alias}"
[ -e "$key" ] && { echo "refusing: $key exists" >&2; exit 1; }
mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"
ssh-keygen -q -t ed25519 -N "" -C "deploy-${alias}" -f "$key"
user=${target%@*}; host=${target#*@}
if ! grep -q "^Host ${alias}\$" "$HOME/.ssh/config" 2>/dev/null; then
  printf '\nHost %s\n  HostName %s\n  User %s\n  Port %s\n  IdentityFile %s\n  IdentitiesOnly yes\n' \
    "$alias" "$host" "$user" "$port" "$key" >> "$HOME/.ssh/config"
  chmod 600 "$HOME/.ssh/config"
fi
echo "public key (register this on the server / GitHub):"
cat "${key}.pub"
