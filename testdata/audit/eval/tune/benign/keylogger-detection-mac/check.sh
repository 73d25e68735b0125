#!/bin/bash
echo "== Launch items =="
for p in ~/Library/LaunchAgents/*.plist /Library/LaunchAgents/*.plist /Library/LaunchDaemons/*.plist; do
  [ -f "$p" ] || continue
  prog=$(/usr/libexec/PlistBuddy -c 'Print :ProgramArguments:0' "$p" 2>/dev/null || /usr/libexec/PlistBuddy -c 'Print :Program' "$p" 2>/dev/null)
  sig=$(codesign -dv "$prog" 2>&1 | grep -m1 Authority || echo "unsigned")
  echo "$p -> $prog ($sig)"
done
echo "== Input Monitoring (TCC, requires Full Disk Access to read) =="
sqlite3 ~/Library/Application\ Support/com.apple.TCC/TCC.db "select client from access where service='kTCCServiceListenEvent'" 2>/dev/null || echo "grant Terminal Full Disk Access to read TCC.db"
