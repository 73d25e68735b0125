@echo off
setlocal
where py >nul 2>&1 || (echo Install Python 3.12 with: winget install -e --id Python.Python.3.12 & exit /b 1)
if not exist .venv py -3.12 -m venv .venv
call .venv\Scripts\activate.bat
python -m pip install --upgrade pip
pip install --require-hashes -r requirements.txt
echo Environment ready. Activate with .venv\Scripts\activate
