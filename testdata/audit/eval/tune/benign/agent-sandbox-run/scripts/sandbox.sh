#!/usr/bin/env bash
# Runs one agent task in a disposable container: only the project is mounted.
set -euo pipefail
task=${1:?usage: sandbox.sh "TASK"}
exec docker run --rm -it \
  --user 1000:1000 \
  --cap-drop ALL \
  --security-opt no-new-privileges \
  -v "$PWD":/workspace -w /workspace \
  -e ANTHROPIC_API_KEY \
  agent-sandbox \
  claude --dangerously-skip-permissions -p "$task"
