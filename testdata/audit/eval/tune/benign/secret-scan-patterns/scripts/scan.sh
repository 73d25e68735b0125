#!/usr/bin/env bash
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
grep -rnEo -f "$here/secret-patterns.txt" --exclude-dir=.git "${1:-.}" | cut -d: -f1,2
