#!/usr/bin/env bash
set -euo pipefail
export RESTIC_REPOSITORY=${RESTIC_REPOSITORY:?set to s3:https://s3.<region>.amazonaws.com/<your-bucket>/restic}
export AWS_ACCESS_KEY_ID=$(op read "op://Private/restic-s3/access-key-id")
export AWS_SECRET_ACCESS_KEY=$(op read "op://Private/restic-s3/secret-access-key")
export RESTIC_PASSWORD=$(op read "op://Private/restic-s3/repo-password")
restic backup --exclude-caches --exclude '**/node_modules' --exclude '**/.venv' "$@"
restic forget --keep-daily 7 --keep-weekly 5 --keep-monthly 12 --prune
restic check --read-data-subset=2%
