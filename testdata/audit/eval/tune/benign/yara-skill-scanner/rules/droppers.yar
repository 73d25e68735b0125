rule curl_pipe_shell {
  meta: description = "download piped into a shell"
  strings:
    $a = /curl\s+-[a-zA-Z]*\s+https?:\/\/[^\s|]+\s*\|\s*(ba)?sh/
    $b = /wget\s+-O\s*-\s+[^|]+\|\s*\/bin\/(ba)?sh/
  condition: any of them
}
rule amos_osascript_prompt {
  meta: description = "fake password dialog typical of AMOS"
  strings:
    $d = "display dialog" nocase
    $h = "with hidden answer" nocase
    $k = "dump-keychain"
  condition: $d and $h or $k
}
rule shai_hulud_markers {
  strings:
    $w = "shai-hulud-workflow.yml"
    $t = "trufflehog filesystem"
    $r = "Sha1-Hulud"
  condition: any of them
}
rule wallet_extension_ids {
  strings:
    $mm = "nkbihfbeogaeaoehlefnkodbefgpgknn"
    $ph = "bfnaelmomeimhlpmgjnjophhpkkoljpa"
  condition: any of them
}
