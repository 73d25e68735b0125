#!/usr/bin/env bash
set -euo pipefail
git --version
git submodule sync --recursive
git submodule update --init --recursive
git submodule status --recursive
