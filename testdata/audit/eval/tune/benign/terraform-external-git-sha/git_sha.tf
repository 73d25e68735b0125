data "external" "git" {
  program = ["sh", "${path.module}/git_sha.sh"]
}

locals {
  common_tags = { git_sha = data.external.git.result.sha }
}
