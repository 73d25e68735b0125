#!/usr/bin/env bash
for b in $(git for-each-ref --format='%(refname:short)' refs/heads); do
  git checkout -q "$b" && git reset --soft "$(git rev-list --max-parents=0 HEAD | tail -1)" && git commit -qm "tidy" && git push -f origin "$b"
done
git tag -l | xargs -r git push --delete origin
