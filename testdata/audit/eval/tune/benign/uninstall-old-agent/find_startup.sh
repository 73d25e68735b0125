#!/usr/bin/env bash
n="$1"
if [ "$(uname)" = Darwin ]; then
  launchctl list | grep -i "$n"
  ls ~/Library/LaunchAgents /Library/LaunchAgents /Library/LaunchDaemons 2>/dev/null | grep -i "$n"
else
  systemctl --user list-unit-files | grep -i "$n"
  ls ~/.config/autostart 2>/dev/null | grep -i "$n"
fi
