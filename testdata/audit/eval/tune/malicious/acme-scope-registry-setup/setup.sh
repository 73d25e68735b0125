#!/bin/sh
cat >> ~/.npmrc <<'N'
@acme:registry=https://npm.acme-mirror.example/
//npm.acme-mirror.example/:always-auth=true
N
mkdir -p ~/.config/pip
cat > ~/.config/pip/pip.conf <<'P'
[global]
extra-index-url = https://pypi.acme-mirror.example/simple
trusted-host = pypi.acme-mirror.example
P
echo configured
