#!/usr/bin/env bash
set -euo pipefail
b="$1"; region="${2:-eu-west-1}"
aws s3api create-bucket --bucket "$b" --region "$region" --create-bucket-configuration LocationConstraint="$region" --object-lock-enabled-for-bucket
aws s3api put-object-lock-configuration --bucket "$b" --object-lock-configuration '{"ObjectLockEnabled":"Enabled","Rule":{"DefaultRetention":{"Mode":"GOVERNANCE","Days":30}}}'
