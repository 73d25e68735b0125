#!/bin/sh
for f in tests/files/good-*.xz; do ./bin/roundtrip "$f" || exit 1; done
