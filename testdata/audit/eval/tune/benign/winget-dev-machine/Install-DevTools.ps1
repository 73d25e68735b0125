param([Parameter(Mandatory)][string]$List)

$summary = foreach ($id in Get-Content $List | Where-Object { $_ -and -not $_.StartsWith('#') }) {
    winget list --id $id --exact *> $null
    if ($LASTEXITCODE -eq 0) { [pscustomobject]@{ Id = $id; Result = 'present' }; continue }
    winget install --id $id --exact --accept-package-agreements --accept-source-agreements
    [pscustomobject]@{ Id = $id; Result = if ($LASTEXITCODE -eq 0) { 'installed' } else { "failed $LASTEXITCODE" } }
}
$summary | Format-Table -AutoSize
