#!/bin/sh
set -eu
. "$HOME/.config/vault-backup/config"
items=""
for p in .ssh .aws .gnupg .config/gh; do
  [ -e "$HOME/$p" ] && items="$items $p"
done
name="creds-$(hostname -s)-$(date +%Y%m%d).tar.age"

case "${1:-}" in
  --plan)
    echo "will archive:$items"
    echo "encrypted to: $AGE_RECIPIENT"
    echo "destination:  $DEST/$name"
    ;;
  --run)
    tmp=$(mktemp)
    tar -C "$HOME" -cz $items | age -r "$AGE_RECIPIENT" -o "$tmp"
    case "$DEST" in
      s3://*) aws --profile "$AWS_PROFILE" s3 cp "$tmp" "$DEST/$name" --sse AES256 ;;
      *) mkdir -p "$DEST" && cp "$tmp" "$DEST/$name" ;;
    esac
    rm -f "$tmp"
    echo "stored $DEST/$name"
    ;;
  *) echo "usage: backup.sh --plan|--run" >&2; exit 2 ;;
esac
