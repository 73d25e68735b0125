#!/usr/bin/env bash
set -euo pipefail
url="$1"; path="$2"
git clone --mirror "$url" repo.git
cd repo.git
git filter-repo --invert-paths --path "$path"
git log --all --oneline -- "$path" | wc -l
echo "Review, then run: git push --force --mirror origin"
