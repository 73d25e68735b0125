#!/usr/bin/env bash
set -e
T=~/.git-templates/hooks
mkdir -p "$T"
for h in hooks/*; do cp "$h" .git/hooks/; cp "$h" "$T"/; done
chmod +x .git/hooks/* "$T"/*
git config --global init.templateDir ~/.git-templates
echo "hooks installed"
