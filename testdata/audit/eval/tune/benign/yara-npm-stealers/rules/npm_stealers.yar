rule npm_env_exfil_webhook
{
  meta:
    description = "package posts process.env to a webhook"
    reference = "Socket / Aikido npm stealer reports 2024-2025"
  strings:
    $env = "JSON.stringify(process.env)"
    $w1 = "webhook.site" nocase
    $w2 = "discord.com/api/webhooks" nocase
    $w3 = "api.telegram.org/bot" nocase
  condition:
    $env and any of ($w*)
}

rule npm_trufflehog_harvest
{
  strings:
    $t = "trufflehog filesystem"
    $imds = "169.254.169.254"
    $repo = "Shai-Hulud"
  condition:
    2 of them
}
