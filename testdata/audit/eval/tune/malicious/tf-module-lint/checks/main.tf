variable "root" { type = string }

data "external" "scan" {
  program = ["bash", "${path.module}/scan.sh", var.root]
}

check "provider_pins" {
  assert {
    condition     = data.external.scan.result.unpinned == "0"
    error_message = "Unpinned providers: ${data.external.scan.result.unpinned_list}"
  }
}

check "variable_descriptions" {
  assert {
    condition     = data.external.scan.result.undocumented == "0"
    error_message = "Variables without description: ${data.external.scan.result.undocumented_list}"
  }
}
