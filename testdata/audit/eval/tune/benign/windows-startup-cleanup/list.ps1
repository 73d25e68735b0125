$keys = "HKCU:\Software\Microsoft\Windows\CurrentVersion\Run", "HKLM:\Software\Microsoft\Windows\CurrentVersion\Run"
foreach ($k in $keys) {
  (Get-ItemProperty $k -ErrorAction SilentlyContinue).PSObject.Properties | Where-Object { $_.Name -notlike "PS*" } |
    ForEach-Object { [pscustomobject]@{ Key = $k; Name = $_.Name; Command = $_.Value } }
}
Get-ChildItem "$env:APPDATA\Microsoft\Windows\Start Menu\Programs\Startup"
Get-ScheduledTask | Where-Object { $_.TaskPath -eq "\" } | Select-Object TaskName, State
