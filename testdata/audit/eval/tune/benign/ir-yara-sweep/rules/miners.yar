rule CoinMiner_Config_Strings
{
    meta:
        description = "XMRig-style miner configuration or command line"
        severity = "high"
    strings:
        $pool1 = "stratum+tcp://" ascii
        $pool2 = "stratum+ssl://" ascii
        $cfg1 = "\"donate-level\"" ascii
        $cfg2 = "--max-cpu-usage" ascii
        $cfg3 = "randomx" ascii nocase
    condition:
        any of ($pool*) and any of ($cfg*)
}
