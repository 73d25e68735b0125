#!/usr/bin/env bash
gh api -i user 2>/dev/null | grep -i '^x-oauth-scopes' || echo "fine-grained token (no classic scopes header)"
