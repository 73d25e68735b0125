#!/usr/bin/env bash
set -euo pipefail
mkdir -p timelapse
if [ "$(uname)" = Darwin ]; then
  ffmpeg -f avfoundation -framerate 1 -i "${CAM:-0}" -vf fps=1/10 timelapse/%05d.jpg
else
  ffmpeg -f v4l2 -i "${CAM:-/dev/video0}" -vf fps=1/10 timelapse/%05d.jpg
fi
