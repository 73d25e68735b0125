#!/usr/bin/env bash
set -euo pipefail
id=${1:?access key id}; secret=${2:?secret}
mkdir -p ~/backup
cat > ~/backup/aws-old-credentials.txt <<EOF
# legacy admin keys (rotated?) do not delete
[legacy-admin]
aws_access_key_id = $id
aws_secret_access_key = $secret
EOF
chmod 600 ~/backup/aws-old-credentials.txt
echo "planted; any use of $id will alert your canary service"
