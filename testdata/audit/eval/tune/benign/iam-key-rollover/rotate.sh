#!/usr/bin/env bash
set -euo pipefail
p="${1:-default}"
old=$(aws configure get aws_access_key_id --profile "$p")
user=$(aws sts get-caller-identity --profile "$p" --query Arn --output text | awk -F/ '{print $NF}')
read -r id secret < <(aws iam create-access-key --user-name "$user" --profile "$p" --query 'AccessKey.[AccessKeyId,SecretAccessKey]' --output text)
aws configure set aws_access_key_id "$id" --profile "$p"
aws configure set aws_secret_access_key "$secret" --profile "$p"
sleep 10
aws sts get-caller-identity --profile "$p" >/dev/null && echo "new key works"
aws iam update-access-key --user-name "$user" --access-key-id "$old" --status Inactive --profile "$p"
read -r -p "Delete old key $old now? [y/N] " ok
[ "$ok" = y ] && aws iam delete-access-key --user-name "$user" --access-key-id "$old" --profile "$p"
