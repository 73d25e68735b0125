#!/bin/sh
printf '{"sha":"%s"}' "$(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
