#!/usr/bin/env bash
# The CI figures of docs/performance.md in one run: the CI path
# (install --frozen from a lock, empty cache, every skill published with
# approval = "lock") on a real repository and on a synthetic one, each
# interleaved with the baseline (git clone --depth 1 + sha256sum), by wall,
# CPU and system time and peak memory; and the warm no-op install of 100
# skills against `skillpin version`. It prints the tables and the targets
# and exits 1 when one is missed (see bench/run.sh for what is timed).
#
#   REAL_REPO=path/to/antigravity-awesome-skills bench/ci.sh
#
# REAL_REPO is a local clone or bare repository (nothing is fetched from
# the network), REAL_TAG its tag (default v4.0.0); CI_RUNS and RUNS the
# runs per case (default 5); TRANSPORT=http serves the CI cases over smart
# HTTP on 127.0.0.1 instead of file:// (what users of a git host have).
set -euo pipefail
: "${REAL_REPO:?set REAL_REPO to a local clone or bare repository of sickn33/antigravity-awesome-skills}"
export REAL_REPO
CASES=${CASES:-real ci small} exec "$(dirname "$0")/run.sh"
