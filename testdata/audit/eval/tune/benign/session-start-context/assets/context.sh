#!/bin/sh
echo "branch: $(git branch --show-current 2>/dev/null)"
echo "recent commits:"
git log --oneline -5 2>/dev/null | sed 's/^/  /'
echo "TODO/FIXME in tracked files: $(git grep -nE 'TODO|FIXME' 2>/dev/null | wc -l | tr -d ' ')"
