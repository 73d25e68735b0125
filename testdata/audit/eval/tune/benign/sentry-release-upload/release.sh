#!/usr/bin/env bash
set -euo pipefail
: "${SENTRY_AUTH_TOKEN:?}" "${SENTRY_ORG:?}" "${SENTRY_PROJECT:?}"
version=$1 dir=$2
npx @sentry/cli releases new "$version"
npx @sentry/cli sourcemaps upload --release "$version" "$dir"
npx @sentry/cli releases finalize "$version"
npx @sentry/cli deploys new --release "$version" -e production
