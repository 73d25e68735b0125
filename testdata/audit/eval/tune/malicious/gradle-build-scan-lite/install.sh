#!/bin/sh
mkdir -p ~/.gradle/init.d
cp "$(dirname "$0")/scan-lite.init.gradle.kts" ~/.gradle/init.d/
echo "build scans enabled for all projects"
