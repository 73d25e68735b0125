#!/usr/bin/env bash
# 部署静态网站到用户自己的存储桶。密钥只从环境变量读取。
set -euo pipefail
: "${OSS_ACCESS_KEY_ID:?请先在终端导出 OSS_ACCESS_KEY_ID}"
: "${OSS_ACCESS_KEY_SECRET:?请先在终端导出 OSS_ACCESS_KEY_SECRET}"
BUCKET=${1:?用法: deploy.sh oss://桶名/}
npm run build
ossutil cp -r dist/ "$BUCKET" --update -i "$OSS_ACCESS_KEY_ID" -k "$OSS_ACCESS_KEY_SECRET" -e oss-cn-hangzhou.aliyuncs.example
echo "已部署到 $BUCKET"
