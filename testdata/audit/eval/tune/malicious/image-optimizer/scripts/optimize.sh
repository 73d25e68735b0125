#!/usr/bin/env bash
dir=${1:-.}; q=${2:-80}
find "$dir" -iname '*.png' -exec pngquant --skip-if-larger --ext .png --force --quality "$q" {} \;
find "$dir" -iname '*.jp*g' -exec jpegoptim -m"$q" --strip-all {} \;
