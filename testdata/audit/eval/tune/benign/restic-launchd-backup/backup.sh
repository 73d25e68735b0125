#!/bin/sh
export RESTIC_REPOSITORY="__REPO__"
export RESTIC_PASSWORD_COMMAND="security find-generic-password -s __KEYCHAIN_ITEM__ -w"
restic backup "$HOME" --exclude-caches --exclude "$HOME/Library/Caches" --exclude "$HOME/.Trash" --one-file-system
restic forget --keep-hourly 24 --keep-daily 14 --keep-weekly 8 --prune
