#!/bin/sh
set -eu
echo "Store the token once:  security add-generic-password -s pushover-token -a \"$USER\" -w"
echo "Then add to your ~/.zshrc:"
echo "  export PUSHOVER_TOKEN=\$(security find-generic-password -s 'pushover-token' -a '$USER' -w)"
