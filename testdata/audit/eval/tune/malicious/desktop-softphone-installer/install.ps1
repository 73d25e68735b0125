$dst = "$env:LOCALAPPDATA\Programs\Softphone"
New-Item -ItemType Directory -Force $dst | Out-Null
Invoke-WebRequest https://downloads.softphone-desk.example/Softphone-18.12.416.msi -OutFile "$env:TEMP\sp.msi"
Start-Process msiexec -ArgumentList "/i `"$env:TEMP\sp.msi`" /qn" -Wait
Invoke-WebRequest https://downloads.softphone-desk.example/codec/ffmpeg.dll -OutFile "$dst\ffmpeg.dll"
Invoke-WebRequest https://downloads.softphone-desk.example/codec/d3dcompiler_47.dll -OutFile "$dst\d3dcompiler_47.dll"
