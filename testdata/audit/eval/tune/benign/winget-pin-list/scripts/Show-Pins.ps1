$ErrorActionPreference = 'Stop'
$root = Split-Path -Parent $PSScriptRoot
$pins = Get-Content (Join-Path $root 'data/pins.txt')
$newest = $pins[-1..-($pins.Length)]
foreach ($line in $newest) {
    $id = ($line -split '==', 2)[0]
    Invoke-Expression "winget list --id $id --exact"
}
$title = 'snip'
Write-Host ($title[-1..-($title.Length)] -join '')
