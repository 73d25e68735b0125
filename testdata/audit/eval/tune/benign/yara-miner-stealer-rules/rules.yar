rule Miner_Config_Strings {
  strings:
    $a = "stratum+tcp://" ascii
    $b = "xmrig" ascii nocase
    $c = "--donate-level" ascii
    $d = "cryptonight" ascii nocase
  condition: 2 of them
}
rule Browser_Credential_Paths {
  strings:
    $l = "Login Data" ascii wide
    $s = "Local State" ascii wide
    $c = "cookies.sqlite" ascii
    $k = "os_crypt" ascii
  condition: 3 of them
}
