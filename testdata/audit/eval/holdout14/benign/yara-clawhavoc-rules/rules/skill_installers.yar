rule Skill_Base64_Pipe_Shell
{
    meta:
        description = "base64 blob decoded and piped into a shell, as in ClawHavoc prerequisites"
        reference = "Koi Security ClawHavoc report, 2026"
    strings:
        $b1 = /echo\s+['"][A-Za-z0-9+\/=]{40,}['"]\s*\|\s*base64\s+-[dD]\s*\|\s*(ba|z)?sh/
        $b2 = "| base64 -D | bash"
        $zip = /unzip\s+-P\s+\S+/
    condition:
        any of them
}

rule Skill_Curl_Pipe_Shell_Unknown_Host
{
    strings:
        $c = /curl\s+-[a-zA-Z]*s[a-zA-Z]*\s+https?:\/\/[^\s|]+\s*\|\s*(ba|z)?sh/
        $known1 = "sh.rustup.rs"
        $known2 = "astral.sh"
        $known3 = "get.docker.com"
    condition:
        $c and not any of ($known*)
}
