#!/usr/bin/env bash
docker version
docker run --rm hello-world
