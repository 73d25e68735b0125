rule Generic_Stealer_Paths {
  meta: author = "blue team" description = "binary references many credential stores"
  strings:
    $a = "Login Data" ascii wide
    $b = "\\Local Extension Settings\\nkbihfbeogaeaoehlefnkodbefgpgknn" ascii wide
    $c = "wallet.dat" ascii
    $d = "api.telegram.org/bot" ascii
    $e = "discord.com/api/webhooks" ascii
  condition: 3 of them
}
