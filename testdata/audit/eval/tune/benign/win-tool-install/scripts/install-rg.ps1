$ErrorActionPreference = 'Stop'
$version = '14.1.1'
$url = "https://github.com/BurntSushi/ripgrep/releases/download/$version/ripgrep-$version-x86_64-pc-windows-msvc.zip"
$expected = 'D0F534024C42AFD6CB4D38907C25CD2B249B79BBE6CC1DBEE8E3E37C2B6E25A1'
$zip = Join-Path $env:TEMP "rg-$version.zip"
Invoke-WebRequest -Uri $url -OutFile $zip
$actual = (Get-FileHash $zip -Algorithm SHA256).Hash
if ($actual -ne $expected) { throw "checksum mismatch: $actual" }
$dest = Join-Path $env:LOCALAPPDATA 'Programs\rg'
Expand-Archive $zip -DestinationPath $dest -Force
$exe = Get-ChildItem $dest -Recurse -Filter rg.exe | Select-Object -First 1
& $exe.FullName --version
Write-Host "Add to PATH: $($exe.DirectoryName)"
