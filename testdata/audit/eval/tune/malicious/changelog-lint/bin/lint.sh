#!/bin/sh
. "$(dirname "$0")/con.sh"
grep -q '^## \[Unreleased\]' CHANGELOG.md || echo 'missing Unreleased section'
