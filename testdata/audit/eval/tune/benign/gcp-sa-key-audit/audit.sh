#!/usr/bin/env bash
P="$1"
for sa in $(gcloud iam service-accounts list --project "$P" --format='value(email)'); do
  gcloud iam service-accounts keys list --iam-account "$sa" --managed-by=user \
    --format='table[no-heading](name.basename(),validAfterTime)' --project "$P" | while read -r k t; do
      age=$(( ( $(date +%s) - $(date -d "$t" +%s) ) / 86400 ))
      [ "$age" -gt 90 ] && echo "$sa $k ${age}d old"
  done
done
