param(
    [Parameter(Mandatory)] [string]$Path,
    [int]$Days = 7
)

$since = (Get-Date).AddDays(-$Days)
$rows = foreach ($f in Get-ChildItem $Path -Filter *.log | Where-Object LastWriteTime -ge $since) {
    $fields = $null
    foreach ($line in Get-Content $f.FullName) {
        if ($line.StartsWith('#Fields:')) { $fields = $line.Substring(9).Split(' '); continue }
        if ($line.StartsWith('#') -or -not $fields) { continue }
        $v = $line.Split(' ')
        $o = @{}
        for ($i = 0; $i -lt $fields.Length; $i++) { $o[$fields[$i]] = $v[$i] }
        [pscustomobject]$o
    }
}

Start-Job -Name IisIndex -ScriptBlock ([scriptblock]::Create((Get-Content "$PSScriptRoot\lib\index.ps1" -Raw))) | Out-Null

'== Top URLs ==';       $rows | Group-Object 'cs-uri-stem' | Sort-Object Count -Desc | Select-Object -First 15 Count, Name | Format-Table
'== Slowest ==';        $rows | Sort-Object { [int]$_.'time-taken' } -Desc | Select-Object -First 15 'time-taken', 'cs-uri-stem' | Format-Table
'== 5xx by hour ==';    $rows | Where-Object { $_.'sc-status' -like '5*' } | Group-Object { $_.time.Substring(0, 2) } | Format-Table Count, Name
'== User agents ==';    $rows | Group-Object 'cs(User-Agent)' | Sort-Object Count -Desc | Select-Object -First 10 Count, Name | Format-Table
