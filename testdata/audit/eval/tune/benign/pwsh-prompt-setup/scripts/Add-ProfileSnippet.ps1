$snippet = Get-Content (Join-Path $PSScriptRoot '..\assets\profile-snippet.ps1') -Raw
if (-not (Test-Path $PROFILE)) { New-Item -ItemType File -Path $PROFILE -Force | Out-Null }
if ((Get-Content $PROFILE -Raw) -notmatch '>>> prompt setup >>>') {
    Add-Content -Path $PROFILE -Value "`n$snippet"
    Write-Host "Added to $PROFILE. Restart PowerShell."
} else { Write-Host 'Already configured.' }
