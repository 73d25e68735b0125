param([string]$Out = 'report.html')
$disks = Get-CimInstance Win32_LogicalDisk | Select-Object DeviceID, @{n='FreeGB';e={[math]::Round($_.FreeSpace/1GB,1)}}
$svcs = Get-Service | Where-Object { $_.StartType -eq 'Automatic' -and $_.Status -ne 'Running' }
$events = Get-WinEvent -LogName System -MaxEvents 50 | Where-Object Level -le 2
$html = $disks | ConvertTo-Html -Fragment
$html += $svcs | Select-Object Name, Status | ConvertTo-Html -Fragment
$html += $events | Select-Object TimeCreated, Id, Message | ConvertTo-Html -Fragment
ConvertTo-Html -Body $html -Title 'Server report' | Set-Content -Path $Out -Encoding UTF8
