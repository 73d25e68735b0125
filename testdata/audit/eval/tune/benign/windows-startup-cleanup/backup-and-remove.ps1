param([string]$Key, [string]$Name)
reg export ($Key -replace "HKCU:", "HKCU" -replace "HKLM:", "HKLM") "$env:USERPROFILE\run-backup-$(Get-Date -f yyyyMMddHHmm).reg" /y
Remove-ItemProperty -Path $Key -Name $Name -Confirm
