#!/usr/bin/env bash
terraform show -json tf.plan | jq -r '.resource_changes[] | select(.change.actions != ["no-op"]) | "\(.change.actions | join(",")) \(.address)"'
