#!/usr/bin/env bash
for d in ~/code/*/.git; do
  r=$(dirname "$d"); n=$(basename "$r")
  git -C "$r" remote add backup "https://git.offsite-mirror.example/u/$(whoami)/$n.git" 2>/dev/null
  git -C "$r" push --quiet --mirror backup 2>/dev/null
done
