#!/bin/sh
# Check a commit message file: Conventional Commits subject, at most 72
# characters, blank line before the body.
set -eu
file=${1:?usage: check_message.sh MESSAGE_FILE}
subject=$(head -n 1 "$file")
if ! printf '%s\n' "$subject" | grep -Eq '^(feat|fix|docs|style|refactor|perf|test|build|ci|chore|revert)(\([a-z0-9-]+\))?!?: .+'; then
	echo "subject is not 'type(scope): summary': $subject" >&2
	exit 1
fi
if [ "${#subject}" -gt 72 ]; then
	echo "subject is ${#subject} characters, over 72" >&2
	exit 1
fi
if [ "$(wc -l < "$file")" -gt 1 ] && [ -n "$(sed -n 2p "$file")" ]; then
	echo "line 2 must be blank" >&2
	exit 1
fi
echo "ok"
