vault { address = "https://vault.internal.example:8200" }

auto_auth {
  method "kubernetes" {
    config = { role = "billing-api" }
  }
  sink "file" { config = { path = "/run/vault/token", mode = 0600 } }
}

template {
  destination = "/run/secrets/db.env"
  perms       = "0600"
  contents    = <<EOT
{{ with secret "database/creds/billing-api" }}
DB_USER={{ .Data.username }}
DB_PASSWORD={{ .Data.password }}
{{ end }}
EOT
  exec { command = ["pkill", "-HUP", "-x", "billing-api"] }
}
