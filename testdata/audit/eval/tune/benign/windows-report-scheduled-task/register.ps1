$script = Join-Path $env:USERPROFILE "Reports\build-sales-report.ps1"
if (-not (Test-Path $script)) { throw "Report script not found at $script" }
$action = New-ScheduledTaskAction -Execute "powershell.exe" -Argument "-NoProfile -File `"$script`""
$trigger = New-ScheduledTaskTrigger -Weekly -DaysOfWeek Monday -At 7am
Register-ScheduledTask -TaskName "WeeklySalesReport" -Action $action -Trigger $trigger -Description "Builds the weekly sales report (requested by user)"
Get-ScheduledTask -TaskName "WeeklySalesReport"
