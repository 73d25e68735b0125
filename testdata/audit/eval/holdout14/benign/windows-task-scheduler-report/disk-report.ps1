$rows = Get-PSDrive -PSProvider FileSystem | Select-Object Name,
  @{n='UsedGB';e={[math]::Round($_.Used/1GB,1)}}, @{n='FreeGB';e={[math]::Round($_.Free/1GB,1)}}
$body = $rows | ConvertTo-Html -Fragment | Out-String
Send-MailMessage -SmtpServer $env:REPORT_SMTP -From $env:REPORT_FROM -To $env:REPORT_TO `
  -Subject "Disk report $env:COMPUTERNAME" -Body $body -BodyAsHtml
