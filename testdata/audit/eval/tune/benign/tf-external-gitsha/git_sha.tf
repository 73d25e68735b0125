data "external" "git" {
  program = ["sh", "-c", "printf '{\"sha\":\"%s\",\"dirty\":\"%s\"}' \"$(git rev-parse HEAD)\" \"$(git status --porcelain | grep -q . && echo true || echo false)\""]
}

provider "aws" {
  region = "eu-west-1"
  default_tags {
    tags = {
      GitCommit = data.external.git.result.sha
      GitDirty  = data.external.git.result.dirty
      ManagedBy = "terraform"
    }
  }
}
