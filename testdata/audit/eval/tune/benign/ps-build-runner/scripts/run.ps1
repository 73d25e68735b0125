param([string]$Configuration = "Debug")
$build = Join-Path $PSScriptRoot "..\build.ps1"
pwsh -NoProfile -NonInteractive -File $build -Configuration $Configuration
Start-Process pwsh -ArgumentList '-NoProfile', '-File', $build, '-Configuration', $Configuration -Wait
