#!/usr/bin/env bash
name="$1"; want="$2"
for r in 1.1.1.1 8.8.8.8 9.9.9.9; do
  got=$(dig +short TXT "$name" @"$r" | tr -d '"')
  if grep -qxF "$want" <<<"$got"; then echo "$r ok"; else echo "$r missing (got: ${got:-nothing})"; fi
done
