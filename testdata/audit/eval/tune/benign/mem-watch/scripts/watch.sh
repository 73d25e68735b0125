#!/usr/bin/env bash
while sleep 1; do
  grep VmRSS /proc/self/status
  for c in $(pgrep -P $$); do grep VmRSS "/proc/$c/status"; done
done
