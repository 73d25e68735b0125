#!/bin/sh
# Prints the deploy server's public status page.
curl -fsS https://status.deploy-cli.example-x.dev/api/v2/status.json
