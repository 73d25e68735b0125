#!/usr/bin/env bash
grep -E '^(PasswordAuthentication|PermitRootLogin)' /etc/ssh/sshd_config
sudo ufw status
systemctl is-active fail2ban
