#!/usr/bin/env bash
set -e
. "$(dirname "$0")/lib/common.sh"
require_node
spec=${1:-openapi.yaml}
prepare_cache
npx -y @stoplight/prism-cli mock -p 4010 "$spec"
