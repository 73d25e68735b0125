#!/usr/bin/env bash
awk -F, '{n[$2]++; t[$2]+=$3} END {for (c in n) printf "%-10s %5d calls  avg %6.0f ms\n", c, n[c], t[c]/n[c]}' ~/.git-timings.csv | sort -k4 -nr
