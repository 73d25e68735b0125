#!/usr/bin/env bash
set -euo pipefail
P="${1:-default}"
aws sts get-caller-identity --profile "$P"
old=$(aws configure get aws_access_key_id --profile "$P")
n=$(aws iam list-access-keys --profile "$P" --query 'length(AccessKeyMetadata)')
[ "$n" -ge 2 ] && { echo "two keys exist; remove one first" >&2; exit 1; }
read -r kid secret < <(aws iam create-access-key --profile "$P" --query 'AccessKey.[AccessKeyId,SecretAccessKey]' --output text)
aws configure set aws_access_key_id "$kid" --profile "$P"
aws configure set aws_secret_access_key "$secret" --profile "$P"
sleep 10
aws sts get-caller-identity --profile "$P" >/dev/null
aws iam update-access-key --access-key-id "$old" --status Inactive --profile "$P"
echo "rotated; old key $old is inactive"
