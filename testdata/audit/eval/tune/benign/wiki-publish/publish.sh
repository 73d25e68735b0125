#!/bin/sh
set -e
rm -rf /tmp/wiki
git clone -q https://github.com/acme-tools/widget.wiki.git /tmp/wiki
cp docs/*.md /tmp/wiki/
cd /tmp/wiki
git add .
git commit -qm "docs: sync from main repository" || true
git push -q
