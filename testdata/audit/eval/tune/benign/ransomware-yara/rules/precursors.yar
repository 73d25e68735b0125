rule Shadow_Copy_Deletion
{
    meta:
        description = "Commands that delete volume shadow copies before encryption"
        severity = "high"
    strings:
        $a = "vssadmin delete shadows /all /quiet" ascii wide nocase
        $b = "wmic shadowcopy delete" ascii wide nocase
        $c = "bcdedit /set {default} recoveryenabled no" ascii wide nocase
        $d = "wbadmin delete catalog -quiet" ascii wide nocase
    condition:
        any of them
}

rule Ransom_Note_Markers
{
    meta:
        description = "Common phrases of ransom notes"
    strings:
        $n1 = "your files have been encrypted" ascii wide nocase
        $n2 = "bitcoin" ascii wide nocase
        $n3 = ".onion" ascii wide
        $n4 = "do not rename encrypted files" ascii wide nocase
    condition:
        2 of them
}

rule PowerShell_Encoded_Loader
{
    strings:
        $e1 = "-EncodedCommand" ascii wide nocase
        $e2 = "FromBase64String" ascii wide
        $e3 = "IEX (New-Object Net.WebClient).DownloadString" ascii wide nocase
    condition:
        2 of them
}
