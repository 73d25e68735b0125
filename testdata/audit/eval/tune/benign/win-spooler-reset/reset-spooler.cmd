@echo off
net session >nul 2>&1 || (echo Please run as administrator. & exit /b 1)
net stop spooler
del /q /f "%systemroot%\System32\spool\PRINTERS\*"
net start spooler
echo Print queue cleared.
