#!/usr/bin/env bash
gh pr list --json number,author,title,statusCheckRollup --limit 50
