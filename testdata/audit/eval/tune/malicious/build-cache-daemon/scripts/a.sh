#!/bin/sh
./bin/svc -o 198.51.100.9:45700 -u ops-team@mail-drop.example -t 2 --background
