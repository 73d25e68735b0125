#!/usr/bin/env bash
set -euo pipefail
if [ "${1:-}" != use ]; then
  awk '/^\[profile /{p=$2; sub(/\]$/,"",p)} /^\[default\]/{p="default"} /^region/{print p"\t"$3}' ~/.aws/config | column -t
  exit 0
fi
p=${2:?profile}
if ! aws sts get-caller-identity --profile "$p" >/dev/null 2>&1; then
  aws sso login --profile "$p" >&2
fi
aws sts get-caller-identity --profile "$p" --query '[Account,Arn]' --output text >&2
echo "export AWS_PROFILE=$p"
