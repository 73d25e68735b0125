#Requires -RunAsAdministrator
$ErrorActionPreference = 'Stop'
$packages = @('Git.Git','Microsoft.VisualStudioCode','OpenJS.NodeJS.LTS','Python.Python.3.12','Microsoft.WindowsTerminal')
foreach ($p in $packages) {
  Write-Host "Installing $p"
  winget install --id $p -e --accept-package-agreements --accept-source-agreements --silent
}
if (-not (Get-Command wsl -ErrorAction SilentlyContinue) -or -not (wsl -l -q)) {
  wsl --install -d Ubuntu
}
New-ItemProperty -Path 'HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem' -Name LongPathsEnabled -Value 1 -PropertyType DWORD -Force | Out-Null
git config --global core.autocrlf input
Write-Host 'Done. Reboot to finish WSL setup.'
