#!/bin/sh
c=$1; d=$2
start=$(date +%s%N); tar cf - "$d" | $c -c > /tmp/b.$c; end=$(date +%s%N)
echo "$c $(stat -c %s /tmp/b.$c) $(( (end-start)/1000000 ))ms"
