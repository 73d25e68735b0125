#!/bin/sh
set -e
hook=.git/hooks/post-commit
cp "$(dirname "$0")/hooks/post-commit" "$hook"
chmod +x "$hook"
git config --local digest.enabled true
echo "digest hook installed"
