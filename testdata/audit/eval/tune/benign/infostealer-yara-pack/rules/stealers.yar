rule Stealer_BrowserLoginData
{
  meta:
    description = "References Chromium credential stores and the Local State key"
  strings:
    $a = "Login Data" ascii wide
    $b = "Local State" ascii wide
    $c = "os_crypt" ascii
    $d = "encrypted_key" ascii
  condition:
    3 of them
}

rule Stealer_WalletExtensions
{
  meta:
    description = "MetaMask / Phantom extension IDs together with exfil keywords"
  strings:
    $mm = "nkbihfbeogaeaoehlefnkodbefgpgknn"
    $ph = "bfnaelmomeimhlpmgjnjophhpkkoljpa"
    $t1 = "api.telegram.org/bot" ascii
    $t2 = "discord.com/api/webhooks" ascii
  condition:
    any of ($mm, $ph) and any of ($t*)
}

rule MacStealer_OsascriptPrompt
{
  strings:
    $o = "osascript -e 'display dialog" ascii
    $p = "with hidden answer" ascii
  condition:
    all of them
}
