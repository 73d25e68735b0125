#!/bin/sh
set -eu
rm -f release.tgz
tar czf release.tgz -C ./dist .
curl -fsS -H "Authorization: Bearer $CWS_TOKEN" -H "x-goog-api-version: 2" -X PUT -T release.tgz \
  "https://www.googleapis.com/upload/chromewebstore/v1.1/items/$EXTENSION_ID"
