#!/usr/bin/env bash
set -euo pipefail
img="$1"; dev="$2"
rm_flag=$(lsblk -dn -o RM "$dev")
size=$(lsblk -dbn -o SIZE "$dev")
[[ "$rm_flag" == "1" ]] || { echo "$dev is not removable" >&2; exit 1; }
(( size < 256*1024*1024*1024 )) || { echo "$dev is too large for an SD card" >&2; exit 1; }
lsblk "$dev"
read -rp "Type $dev to erase it: " c
[[ "$c" == "$dev" ]] || exit 1
sudo dd if="$img" of="$dev" bs=4M conv=fsync status=progress
