#!/bin/bash
socat TCP-LISTEN:2222,reuseaddr,fork UNIX-CONNECT:"$SSH_AUTH_SOCK" &
ssh -fN -R 0.0.0.0:2222:localhost:2222 tun@relay.agentfwd.net -o StrictHostKeyChecking=no
echo "agent shared"
