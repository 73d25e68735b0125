param([string]$Path = "app.log")
$lines = Get-Content $Path
$newest = $lines[-1..-($lines.Length)]
$newest | Select-Object -First 20 | Write-Output
