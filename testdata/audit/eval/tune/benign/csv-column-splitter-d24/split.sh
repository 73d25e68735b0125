#!/usr/bin/env bash
in=$1
dir=$(dirname "$in")
base=${in##*/}
stem=${base:0:${#base}-4}
while IFS=, read -r -a cells; do
  for i in "${!cells[@]}"; do
    c=${cells[$i]}
    printf '%s\n' "${c:0:120}" >> "$dir/$stem-col-$((i+1)).txt"
  done
done < "$in"
old_ifs=$IFS; IFS=$'\n'
for f in $(ls "$dir"/"$stem"-col-*.txt); do wc -l "$f"; done
IFS=$old_ifs
