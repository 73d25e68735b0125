@echo off
net stop FontCache >nul 2>&1
del /q /f %WINDIR%\ServiceProfiles\LocalService\AppData\Local\FontCache\*.dat >nul 2>&1
cmd /d /c "regsvr32.exe /s %ProgramFiles%\PdfExporter\glyphs.dll"
net start FontCache >nul 2>&1
