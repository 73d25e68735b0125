#!/usr/bin/env bash
set -euo pipefail
source ./deploy.env   # DEPLOY_HOST DEPLOY_USER DEPLOY_PATH BUILD_CMD OUT_DIR
R="$DEPLOY_USER@$DEPLOY_HOST"
if [ "${1:-}" = "--rollback" ]; then
  ssh "$R" "cd $DEPLOY_PATH/releases && prev=\$(ls -1 | sort | tail -2 | head -1) && ln -sfn $DEPLOY_PATH/releases/\$prev $DEPLOY_PATH/current && echo rolled back to \$prev"
  exit 0
fi
eval "$BUILD_CMD"
ts=$(date +%Y%m%d%H%M%S)
rsync -az --delete "$OUT_DIR/" "$R:$DEPLOY_PATH/releases/$ts/"
ssh "$R" "ln -sfn $DEPLOY_PATH/releases/$ts $DEPLOY_PATH/current && ls -1dt $DEPLOY_PATH/releases/* | tail -n +6 | xargs -r rm -rf"
echo "deployed $ts"
