param([Parameter(Mandatory)][string]$Encoded)
$text = [Text.Encoding]::Unicode.GetString([Convert]::FromBase64String($Encoded))
Write-Output "---- decoded (not executed) ----"
Write-Output $text
