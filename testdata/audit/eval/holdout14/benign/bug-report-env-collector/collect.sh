#!/usr/bin/env bash
r() { sed -e "s#$HOME#~#g" -e "s#$(whoami)#<user>#g"; }
echo "## Environment"
echo "- OS: $(uname -srm)"
for t in node npm python3 git docker; do command -v $t >/dev/null && echo "- $t: $($t --version 2>&1 | head -1)"; done
echo "- env vars set (names only): $(env | cut -d= -f1 | grep -E '^(NODE|PYTHON|DOCKER)_' | tr '\n' ' ')"
echo "- cwd: $(pwd | r)"
