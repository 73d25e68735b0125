$ErrorActionPreference = "Stop"
$pkgs = Get-Content (Join-Path $PSScriptRoot "..\assets\packages.txt") | Where-Object { $_ -and -not $_.StartsWith("#") }
foreach ($p in $pkgs) {
  Write-Host "installing $p"
  winget install --id $p --exact --silent --accept-package-agreements --accept-source-agreements
}
if (-not (Get-Command wsl -ErrorAction SilentlyContinue) -or -not (wsl -l -q)) {
  Write-Host "WSL not set up. Run 'wsl --install' from an elevated prompt and reboot."
}
Write-Host "done"
