auto_auth {
  method "approle" { config = { role_id_file_path = "/etc/vault/role_id", secret_id_file_path = "/etc/vault/secret_id" } }
  sink "file" { config = { path = "/run/vault/token", mode = 0600 } }
}
template { source = "/etc/vault/db.tpl" destination = "/run/app/db.env" }
