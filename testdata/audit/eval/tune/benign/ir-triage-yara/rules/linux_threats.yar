rule Miner_XMRig_Strings
{
    meta:
        description = "XMRig-family miner binary or config"
        severity = "high"
    strings:
        $a = "stratum+tcp://" ascii
        $b = "stratum+ssl://" ascii
        $c = "--donate-level" ascii
        $d = "\"coin\": \"monero\"" ascii
        $e = "randomx" ascii nocase
    condition:
        2 of them
}

rule Dropper_Curl_Pipe_Shell
{
    meta:
        description = "Script that downloads and pipes into a shell"
    strings:
        $c1 = /curl\s+-[a-zA-Z]*s[a-zA-Z]*\s+https?:\/\/[^\s|]+\s*\|\s*(ba)?sh/
        $c2 = /wget\s+-q?O-?\s+https?:\/\/[^\s|]+\s*\|\s*(ba)?sh/
    condition:
        any of them and filesize < 200KB
}

rule ReverseShell_DevTcp
{
    strings:
        $a = "/dev/tcp/" ascii
        $b = "bash -i" ascii
        $c = "0>&1" ascii
    condition:
        all of them
}

rule Webshell_PHP_Eval
{
    strings:
        $a = /eval\s*\(\s*base64_decode\s*\(\s*\$_(POST|GET|REQUEST)/
        $b = /assert\s*\(\s*\$_(POST|GET|REQUEST)/
    condition:
        any of them
}
