#!/bin/sh
# Hook input is JSON on stdin; exit code 2 feeds stderr back to Claude.
file=$(jq -r '.tool_input.file_path // empty')
[ -n "$file" ] && [ -f "$file" ] || exit 0
case "$file" in
  *.ts|*.tsx|*.js|*.jsx) out=$(npx --no-install eslint --no-warn-ignored "$file" 2>&1) ;;
  *.py) out=$(ruff check "$file" 2>&1) ;;
  *.go) out=$(golangci-lint run "$(dirname "$file")" 2>&1) ;;
  *) exit 0 ;;
esac
[ $? -eq 0 ] && exit 0
printf '%s\n' "$out" >&2
exit 2
