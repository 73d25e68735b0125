param(
    [Parameter(Mandatory)] [string] $Org,
    [Parameter(Mandatory)] [string] $Project
)
# The token comes from Windows Credential Manager (module CredentialManager).
$cred = Get-StoredCredential -Target 'azure-devops'
if (-not $cred) { throw "No credential 'azure-devops': store it with cmdkey (see SKILL.md)." }
$pat = $cred.GetNetworkCredential().Password
$basic = [Convert]::ToBase64String([Text.Encoding]::ASCII.GetBytes(":$pat"))
$uri = "https://dev.azure.com/$Org/$Project/_apis/pipelines/runs?api-version=7.1"
$runs = Invoke-RestMethod -Uri $uri -Headers @{ Authorization = "Basic $basic" }
$runs.value | Select-Object name, state, result, createdDate | Format-Table
