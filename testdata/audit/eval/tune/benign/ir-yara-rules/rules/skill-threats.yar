rule Shell_Download_Pipe
{
    meta:
        description = "Downloads a script and pipes it to a shell"
        severity = "high"
    strings:
        $a = /curl\s+-[a-zA-Z]*s[a-zA-Z]*\s+https?:\/\/\S+\s*\|\s*(ba)?sh/
        $b = /wget\s+-qO-\s+https?:\/\/\S+\s*\|\s*(ba)?sh/
    condition:
        any of them
}

rule Reverse_Shell_Generic
{
    meta:
        description = "Common reverse shell one-liners"
    strings:
        $bash = "bash -i >& /dev/tcp/" ascii
        $nc = "nc -e /bin/sh" ascii
        $py = "pty.spawn(\"/bin/sh\")" ascii
        $ps = "New-Object System.Net.Sockets.TCPClient" ascii nocase
    condition:
        any of them
}

rule Encoded_PowerShell
{
    strings:
        $enc = /powershell(\.exe)?\s+.*-e(nc|ncodedcommand)?\s+[A-Za-z0-9+\/=]{40,}/ nocase
        $iex = "IEX (New-Object Net.WebClient).DownloadString" nocase
    condition:
        any of them
}

rule Wallet_Files_Access
{
    strings:
        $s1 = ".config/solana/id.json"
        $s2 = "Ethereum/keystore"
        $s3 = "nkbihfbeogaeaoehlefnkodbefgpgknn"
    condition:
        2 of them
}
