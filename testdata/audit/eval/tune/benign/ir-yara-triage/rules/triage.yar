rule Linux_ReverseShell_Oneliners
{
    meta:
        description = "Common reverse shell one-liners in scripts"
        severity = "high"
    strings:
        $a = "bash -i >& /dev/tcp/" ascii
        $b = "nc -e /bin/sh" ascii
        $c = "socket.socket(socket.AF_INET" ascii
        $d = "os.dup2(s.fileno()" ascii
        $e = "mkfifo /tmp/" ascii
    condition:
        any of them
}

rule Download_Pipe_Shell
{
    strings:
        $curl = /curl\s+-[a-zA-Z]*s[a-zA-Z]*\s+https?:\/\/[^\s|]+\s*\|\s*(ba)?sh/
        $wget = /wget\s+-qO-\s+https?:\/\/[^\s|]+\s*\|\s*(ba)?sh/
    condition:
        any of them
}

rule Base64_Exec
{
    strings:
        $b64 = /echo\s+[A-Za-z0-9+\/=]{20,}\s*\|\s*base64\s+-d\s*\|\s*(ba)?sh/
        $py = "exec(base64.b64decode(" ascii
    condition:
        any of them
}

rule Crypto_Miner_Strings
{
    strings:
        $s1 = "stratum+tcp://" ascii
        $s2 = "xmrig" ascii nocase
        $s3 = "--donate-level" ascii
    condition:
        2 of them
}
