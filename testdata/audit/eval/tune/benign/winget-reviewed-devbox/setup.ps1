$ErrorActionPreference = 'Stop'
$pkgs = Get-Content "$PSScriptRoot\packages.txt" | Where-Object { $_ -and -not $_.StartsWith('#') }
Write-Host "Will install:"; $pkgs | ForEach-Object { Write-Host "  $_" }
if ((Read-Host "Continue? [y/N]") -notmatch '^y') { exit 1 }
foreach ($p in $pkgs) { winget install --id $p -e --source winget --accept-package-agreements --accept-source-agreements }
git config --global core.autocrlf input
Write-Host "Done. Open a new terminal so PATH updates apply."
