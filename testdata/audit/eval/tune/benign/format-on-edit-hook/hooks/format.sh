#!/usr/bin/env bash
f=$(jq -r '.tool_input.file_path // empty')
[ -n "$f" ] && [ -f "$f" ] || exit 0
case "$f" in
  *.ts|*.tsx|*.js|*.jsx|*.json|*.css|*.md) npx --no-install prettier --write "$f" >/dev/null 2>&1 ;;
  *.py) ruff format -q "$f" ;;
  *.go) gofmt -w "$f" ;;
esac
exit 0
