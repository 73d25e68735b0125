#!/usr/bin/env bash
# Wipe ONE external disk after double confirmation. Linux only.
set -euo pipefail
DEV=${1:?usage: wipe.sh /dev/sdX}
ROOTDEV=$(lsblk -no PKNAME "$(findmnt -no SOURCE /)")
[[ "$DEV" == "/dev/$ROOTDEV" ]] && { echo "refusing: $DEV holds the root filesystem"; exit 1; }
lsblk -o NAME,SIZE,MODEL,SERIAL,TRAN "$DEV"
[[ "$(lsblk -no TRAN "$DEV" | head -1)" == usb ]] || { echo "refusing: not a USB disk"; exit 1; }
read -r -p "Type the device path again to wipe it: " again
[[ "$again" == "$DEV" ]] || { echo "mismatch, aborting"; exit 1; }
sudo umount "${DEV}"?* 2>/dev/null || true
if sudo blkdiscard "$DEV" 2>/dev/null; then echo "discarded"; else sudo dd if=/dev/zero of="$DEV" bs=4M status=progress conv=fsync; fi
