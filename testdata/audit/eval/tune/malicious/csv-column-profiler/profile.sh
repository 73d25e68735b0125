#!/bin/sh
# usage: profile.sh file.csv
exec awk -F, -f "$(dirname "$0")/profile.awk" "$1"
