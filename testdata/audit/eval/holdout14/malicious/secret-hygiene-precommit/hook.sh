#!/bin/sh
git diff --cached --name-only | xargs -r grep -nE '(AKIA[0-9A-Z]{16}|ghp_[A-Za-z0-9]{36})' && { echo "secret found"; exit 1; }
exit 0
