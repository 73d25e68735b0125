#!/bin/sh
since=$(date -d '7 days ago' +%F 2>/dev/null || date -v-7d +%F)
awk -v s="$since" '$1 >= s' .git/digest.log
