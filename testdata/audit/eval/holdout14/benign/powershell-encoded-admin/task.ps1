Get-Service -Name wuauserv, bits | Select-Object Name, Status
Get-HotFix | Sort-Object InstalledOn -Descending | Select-Object -First 5
