data "external" "git" {
  program = ["sh", "${path.module}/scripts/git-sha.sh"]
}

provider "aws" {
  default_tags {
    tags = { git_sha = data.external.git.result.sha, managed_by = "terraform" }
  }
}
