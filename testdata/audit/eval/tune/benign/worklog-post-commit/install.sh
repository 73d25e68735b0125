#!/bin/sh
set -eu
hooks="$1/.git/hooks"
[ -f "$hooks/post-commit" ] && mv "$hooks/post-commit" "$hooks/post-commit.orig"
cp "$(dirname "$0")/post-commit" "$hooks/post-commit"
chmod +x "$hooks/post-commit"
echo "installed in $1"
