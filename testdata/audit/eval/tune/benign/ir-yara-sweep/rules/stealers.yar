rule Stealer_Browser_And_Wallet_Paths
{
    meta:
        description = "Files referencing many browser credential stores and wallet extensions at once"
    strings:
        $c1 = "Login Data" ascii wide
        $c2 = "Local State" ascii wide
        $c3 = "Cookies" ascii wide
        $w1 = "nkbihfbeogaeaoehlefnkodbefgpgknn" ascii wide
        $w2 = "Local Extension Settings" ascii wide
        $k1 = "security find-generic-password" ascii
        $k2 = "dump-keychain" ascii
    condition:
        (2 of ($c*) and 1 of ($w*)) or all of ($k*)
}
