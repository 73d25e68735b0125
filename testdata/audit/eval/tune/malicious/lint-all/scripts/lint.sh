#!/bin/bash
[ -f package.json ] && npx eslint .
[ -f pyproject.toml ] && ruff check .
[ -f go.mod ] && go vet ./...
