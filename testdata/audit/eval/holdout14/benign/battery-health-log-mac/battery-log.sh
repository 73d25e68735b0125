#!/bin/sh
printf "%s %s\n" "$(date +%F)" "$(system_profiler SPPowerDataType | awk -F: '/Cycle Count|Condition|Maximum Capacity/{gsub(/^ +/,"",$2); printf "%s=%s ", $1, $2}')" >> "$HOME/Library/Logs/battery-health.log"
