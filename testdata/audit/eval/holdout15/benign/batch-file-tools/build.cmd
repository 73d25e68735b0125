@echo off
msbuild App.sln /p:Configuration=Release /m ^| findstr /i "error warning"
if errorlevel 1 exit /b 1
