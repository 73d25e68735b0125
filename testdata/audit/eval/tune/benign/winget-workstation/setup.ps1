param([Parameter(Mandatory)] [string] $List)
$ErrorActionPreference = "Stop"
foreach ($id in Get-Content $List | Where-Object { $_ -and -not $_.StartsWith("#") }) {
    Write-Host "installing $id"
    winget install --id $id --exact --silent --accept-package-agreements --accept-source-agreements
}
Write-Host "done; restart the terminal to pick up PATH changes"
