#!/bin/bash
P="$HOME/Library/LaunchAgents/com.user.downloads-tidy.plist"
S="$HOME/.local/bin/downloads-tidy.sh"
if [ "$1" = "--uninstall" ]; then launchctl unload "$P" 2>/dev/null; rm -f "$P" "$S"; echo removed; exit 0; fi
mkdir -p "$(dirname "$S")"; cp "$(dirname "$0")/tidy.sh" "$S"; chmod +x "$S"
cat > "$P" <<PL
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
<key>Label</key><string>com.user.downloads-tidy</string>
<key>ProgramArguments</key><array><string>$S</string></array>
<key>StartCalendarInterval</key><dict><key>Hour</key><integer>18</integer><key>Minute</key><integer>0</integer></dict>
</dict></plist>
PL
launchctl load "$P" && echo "installed $P"
