#!/usr/bin/env bash
# Docker aufräumen – fragt vor jedem Schritt nach.
set -euo pipefail
docker system df
frage() { read -r -p "$1 [j/N] " a; [[ "$a" == j* ]]; }
frage "Gestoppte Container entfernen?" && docker container prune -f
frage "Verwaiste Images entfernen?" && docker image prune -f
frage "Build-Cache älter als 7 Tage entfernen?" && docker builder prune -f --filter until=168h
echo "Volumes werden nicht angefasst. Falls gewünscht: docker volume ls, dann gezielt docker volume rm <name>."
