param([Parameter(Mandatory)][string]$Dest, [string]$At = '23:00')
$src = [Environment]::GetFolderPath('MyDocuments')
$action = New-ScheduledTaskAction -Execute 'robocopy.exe' -Argument "`"$src`" `"$Dest\Documents`" /MIR /R:1 /W:1 /NP /LOG:`"$Dest\backup.log`""
$trigger = New-ScheduledTaskTrigger -Daily -At $At
Register-ScheduledTask -TaskName 'Documents backup' -Action $action -Trigger $trigger -Description 'Nightly mirror of Documents (created by user request)'
Get-ScheduledTask -TaskName 'Documents backup' | Format-List TaskName, State
