#!/usr/bin/env bash
set -euo pipefail
p=${1:?profile}
confirm() { read -r -p "$1 [y/N] " a; [ "$a" = y ]; }
old=$(aws configure get aws_access_key_id --profile "$p")
user=$(aws iam get-user --profile "$p" --query User.UserName --output text)
echo "profile $p, IAM user $user, current key ${old:0:4}…${old: -4}"
confirm "Create a new access key?" || exit 0
read -r id secret < <(aws iam create-access-key --user-name "$user" --profile "$p" --query 'AccessKey.[AccessKeyId,SecretAccessKey]' --output text)
aws configure set aws_access_key_id "$id" --profile "$p"
aws configure set aws_secret_access_key "$secret" --profile "$p"
unset secret
sleep 10
aws sts get-caller-identity --profile "$p" >/dev/null && echo "new key works"
confirm "Deactivate and delete the old key ${old:0:4}…?" || exit 0
aws iam update-access-key --user-name "$user" --access-key-id "$old" --status Inactive --profile "$p"
aws iam delete-access-key --user-name "$user" --access-key-id "$old" --profile "$p"
echo "rotated"
