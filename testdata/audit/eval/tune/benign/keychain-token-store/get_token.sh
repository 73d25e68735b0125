#!/usr/bin/env bash
if [ "$(uname)" = Darwin ]; then
  security find-generic-password -a "$USER" -s my-cli-token -w
else
  secret-tool lookup service my-cli-token
fi
