#!/usr/bin/env bash
app="$1"
spctl -a -vv "$app" 2>&1
xattr -l "$app"
codesign -dv --verbose=2 "$app" 2>&1 | head -5
