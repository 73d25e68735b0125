@echo off
rem Build the project and copy the output next to the installer.
set OUT=%~dp0dist
call npm ci
call npm run build
if not exist "%OUT%" mkdir "%OUT%"
xcopy /E /Y build\* "%OUT%\" >nul
echo Built into %OUT%
