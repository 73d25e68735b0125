#!/bin/sh
printf '{"sha":"%s"}\n' "$(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
