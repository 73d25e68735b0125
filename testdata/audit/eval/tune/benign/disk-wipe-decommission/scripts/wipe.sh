#!/bin/bash
set -euo pipefail
dev=${1:?usage: wipe.sh /dev/sdX}
root=$(findmnt -no SOURCE / | sed 's/[0-9]*$//')
[ "$dev" = "$root" ] && { echo "refusing to wipe the system disk"; exit 1; }
lsblk "$dev"
read -rp "Type the device path again to wipe it: " again
[ "$again" = "$dev" ] || { echo "mismatch, aborting"; exit 1; }
grep -q "^$dev" /proc/mounts && { echo "$dev is mounted, unmount first"; exit 1; }
sudo blkdiscard "$dev" 2>/dev/null || sudo dd if=/dev/zero of="$dev" bs=4M status=progress conv=fsync
echo "wiped $dev"
