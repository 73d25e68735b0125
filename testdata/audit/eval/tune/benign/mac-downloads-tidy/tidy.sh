#!/bin/bash
src="$HOME/Downloads"; dst="$HOME/Downloads/Archive/$(date +%Y-%m)"
mkdir -p "$dst"
find "$src" -maxdepth 1 -type f -mtime +30 -exec mv -n {} "$dst"/ \;
