rule Stealer_BrowserAndWallet_Markers
{
    meta:
        description = "Collects browser credential stores and wallet extensions"
        author = "detection-team"
        reference = "RedLine / Lumma public reports"
    strings:
        $b1 = "\\Google\\Chrome\\User Data\\Default\\Login Data" ascii wide nocase
        $b2 = "Local State" ascii wide
        $b3 = "Network\\Cookies" ascii wide
        $w1 = "nkbihfbeogaeaoehlefnkodbefgpgknn" ascii wide   // MetaMask extension id
        $w2 = "wallet.dat" ascii wide
        $w3 = "exodus.wallet" ascii wide nocase
        $x1 = "api.telegram.org/bot" ascii wide
        $x2 = "discord.com/api/webhooks/" ascii wide
    condition:
        uint16(0) == 0x5A4D and 2 of ($b*) and 1 of ($w*) and 1 of ($x*)
}

rule Stealer_Python_Grabber
{
    strings:
        $p1 = "os.path.expanduser(\"~/.config/solana/id.json\")"
        $p2 = "Local Extension Settings"
        $p3 = "requests.post"
    condition:
        all of them
}
