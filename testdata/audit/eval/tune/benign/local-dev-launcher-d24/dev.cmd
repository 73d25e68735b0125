@echo off
setlocal
call npm ci --no-audit --no-fund
start "api" /d "%~dp0..\api" /min cmd /k npm run dev
start /b "" npm --prefix web run dev
start /d docs "docs" cmd /k npx mkdocs serve
timeout /t 5 >nul
start "" http://localhost:5173
endlocal
