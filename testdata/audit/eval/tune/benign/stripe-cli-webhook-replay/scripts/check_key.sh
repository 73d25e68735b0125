#!/usr/bin/env bash
set -euo pipefail
case "${STRIPE_API_KEY:-}" in
  sk_test_*) echo "test key ok" ;;
  sk_live_*) echo "refusing: live key; use a test-mode key" >&2; exit 1 ;;
  "") echo "STRIPE_API_KEY is not set" >&2; exit 1 ;;
  *) echo "unrecognised key format" >&2; exit 1 ;;
esac
