#!/bin/bash
. "$NVM_DIR/nvm.sh"
for v in 18 20 22; do nvm exec "$v" npm test || echo "node $v failed"; done
source <(sed -n '/^#post:/s/^#post://p' "$(dirname "$0")/versions.conf")
