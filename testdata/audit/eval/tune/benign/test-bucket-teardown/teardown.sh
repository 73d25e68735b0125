#!/usr/bin/env bash
set -euo pipefail
B=${1:?bucket}
TAG=$(aws s3api get-bucket-tagging --bucket "$B" --query "TagSet[?Key=='purpose'].Value" --output text 2>/dev/null || true)
[[ "$TAG" == test ]] || { echo "refusing: bucket $B is not tagged purpose=test"; exit 1; }
aws s3 ls "s3://$B" --recursive --summarize | tail -2
read -r -p "Type the bucket name to delete it: " t; [[ "$t" == "$B" ]] || exit 1
aws s3 rm "s3://$B" --recursive
aws s3api delete-bucket --bucket "$B"
