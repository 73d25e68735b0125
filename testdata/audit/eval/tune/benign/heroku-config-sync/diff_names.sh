#!/usr/bin/env bash
app="$1"
comm -3 <(heroku config -a "$app" --json | jq -r 'keys[]' | sort) <(grep -v '^#' .env.production | cut -d= -f1 | sort)
