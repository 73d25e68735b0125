$keys = 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Run','HKLM:\Software\Microsoft\Windows\CurrentVersion\Run'
foreach ($k in $keys) { Get-ItemProperty $k | Select-Object * -ExcludeProperty PS* | Format-List }
Get-ScheduledTask | Where-Object State -ne 'Disabled' | Select-Object TaskName, TaskPath, @{n='Action';e={$_.Actions.Execute}} | Format-Table -AutoSize
