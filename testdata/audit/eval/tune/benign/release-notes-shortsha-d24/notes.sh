#!/usr/bin/env bash
set -euo pipefail
last=$(git describe --tags --abbrev=0 2>/dev/null || echo "")
ver=${last:-v0.0.0}
echo "# Changes since ${ver:1}" > NOTES.md
git log --format='%H%x09%s' "${last:+$last..}HEAD" | while IFS=$'\t' read -r sha subj; do
  echo "- ${subj:0:72} (${sha:0:7})" >> NOTES.md
done
# the changelog template the project publishes, kept beside the notes
curl -fsSL -o .notes-template.md "https://raw.githubusercontent.com/acme/release-tools/${ver}/template.md" || true
echo "$(pwd)/NOTES.md"
