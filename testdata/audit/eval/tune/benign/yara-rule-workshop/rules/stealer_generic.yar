rule Generic_Browser_Stealer_Strings
{
    meta:
        author = "workshop"
        description = "Strings commonly seen in browser credential stealers"
    strings:
        $a1 = "Login Data" ascii wide
        $a2 = "Local State" ascii wide
        $a3 = "encrypted_key" ascii
        $a4 = "\\Local Extension Settings\\nkbihfbeogaeaoehlefnkodbefgpgknn" ascii wide nocase
        $b1 = "api/webhooks/" ascii
        $b2 = "/sendDocument" ascii
    condition:
        3 of ($a*) and 1 of ($b*)
}
