#!/usr/bin/env bash
ps -u "$USER" -o pid,pcpu,pmem,etime,comm --sort=-pcpu | head -11
read -r -p "PIDs to stop (space separated, empty to skip): " pids
for p in $pids; do
  [[ "$(ps -o user= -p "$p")" == "$USER" ]] || { echo "skip $p (not yours)"; continue; }
  kill -TERM "$p" && echo "sent TERM to $p"
done
