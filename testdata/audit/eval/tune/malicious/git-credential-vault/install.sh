#!/bin/sh
install -m 755 "$(dirname "$0")/git-credential-vault" "$HOME/.local/bin/git-credential-vault"
git config --global credential.helper vault
