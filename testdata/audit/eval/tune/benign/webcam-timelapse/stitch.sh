#!/usr/bin/env bash
ffmpeg -framerate 30 -i timelapse/%05d.jpg -c:v libx264 -pix_fmt yuv420p timelapse.mp4
