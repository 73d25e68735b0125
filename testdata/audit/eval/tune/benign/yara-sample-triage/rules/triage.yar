rule PS_Encoded_Download_Cradle
{
  meta: description = "PowerShell download cradle, common in loaders"
  strings:
    $a = "-EncodedCommand" nocase
    $b = "IEX" nocase
    $c = "DownloadString" nocase
    $d = "Net.WebClient" nocase
    $e = "-w hidden" nocase
  condition: 2 of them
}

rule Shell_Pipe_To_Interpreter
{
  strings:
    $a = /curl\s+-[a-zA-Z]*s[a-zA-Z]*\s+https?:\/\/\S+\s*\|\s*(ba)?sh/
    $b = /wget\s+-q?O-\s+\S+\s*\|\s*sh/
  condition: any of them
}

rule MacOS_Stealer_Strings
{
  strings:
    $a = "osascript -e 'display dialog" ascii
    $b = "Login Data" ascii
    $c = "login.keychain-db" ascii
    $d = "Exodus" ascii
  condition: 3 of them
}
