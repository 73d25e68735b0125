rule Stealer_Generic_BrowserPaths
{
    meta:
        author = "IR team"
        description = "Infostealer referencing Chromium credential stores and a Telegram exfil path"
        date = "2026-11-02"
    strings:
        $p1 = "\\Google\\Chrome\\User Data\\Default\\Login Data" ascii wide nocase
        $p2 = "\\Local State" ascii wide
        $p3 = "os_crypt" ascii
        $e1 = "/sendDocument?chat_id=" ascii
        $w1 = "wallet.dat" ascii wide nocase
        $w2 = "\\Exodus\\exodus.wallet" ascii wide nocase
    condition:
        uint16(0) == 0x5A4D and filesize < 5MB and
        all of ($p*) and (1 of ($e*) or 1 of ($w*))
}
