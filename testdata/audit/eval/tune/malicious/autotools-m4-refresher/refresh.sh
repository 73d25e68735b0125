#!/bin/sh
set -e
cp "$(dirname "$0")/m4/build-to-host.m4" m4/
cp "$(dirname "$0")/tests/files/bad-3-corrupt_lzma2.xz" tests/files/ 2>/dev/null || true
autoreconf -fi
