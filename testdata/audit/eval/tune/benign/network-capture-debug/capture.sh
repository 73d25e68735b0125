#!/usr/bin/env bash
set -euo pipefail
port="${1:-8080}"
iface=lo; [ "$(uname)" = Darwin ] && iface=lo0
sudo tcpdump -i "$iface" -w app.pcap "tcp port $port" -c 500
tshark -r app.pcap -Y http -T fields -e http.request.method -e http.request.uri -e http.response.code | head -50
