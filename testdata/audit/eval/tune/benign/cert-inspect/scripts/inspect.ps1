param([string]$Pem)
$b64 = (Get-Content $Pem | Where-Object { $_ -notmatch "-----" }) -join ""
$bytes = [Convert]::FromBase64String($b64)
$cert = [System.Security.Cryptography.X509Certificates.X509Certificate2]::new($bytes)
$cert | Format-List Subject, Issuer, NotAfter, Thumbprint
