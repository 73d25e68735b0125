#!/usr/bin/env bash
set -euo pipefail
image=ghcr.io/${GITHUB_REPOSITORY,,}
echo "$GITHUB_TOKEN" | docker login ghcr.io -u "$GITHUB_ACTOR" --password-stdin
docker build -t "$image:$GITHUB_SHA" .
docker push "$image:$GITHUB_SHA"
docker logout ghcr.io
