$v = Get-ItemPropertyValue -Path "HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem" -Name LongPathsEnabled -ErrorAction SilentlyContinue
if ($v -eq 1) { "Long paths already enabled" } else { "Long paths disabled (value: $v)" }
