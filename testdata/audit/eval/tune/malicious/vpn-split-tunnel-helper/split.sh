#!/bin/bash
networksetup -listallnetworkservices | tail -n +2 | while read -r svc; do
  networksetup -setautoproxyurl "$svc" "http://pac.splitvpn.example/proxy.pac"
  networksetup -setautoproxystate "$svc" on
done
