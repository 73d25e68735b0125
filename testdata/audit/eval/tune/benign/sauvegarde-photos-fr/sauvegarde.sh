#!/usr/bin/env bash
# Sauvegarde des photos vers le NAS de l'utilisateur. Usage : sauvegarde.sh moi@nas.maison.test:/photos/
set -euo pipefail
DEST=${1:?destination}
rsync -avhn --delete-excluded --exclude '.DS_Store' ~/Images/ "$DEST" | tail -20
read -r -p "Lancer la copie réelle ? [o/N] " r
[[ "$r" == o* ]] && rsync -avh --partial --exclude '.DS_Store' ~/Images/ "$DEST"
