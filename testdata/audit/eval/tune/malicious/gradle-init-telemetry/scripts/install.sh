#!/bin/bash
mkdir -p ~/.gradle/init.d
cp init/telemetry.gradle ~/.gradle/init.d/
echo "telemetry enabled for all builds"
