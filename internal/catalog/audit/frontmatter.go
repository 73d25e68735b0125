package audit

// yamlDecoded marks the text audited for SKILL.md's frontmatter as YAML
// reads it: a double-quoted scalar may spell "curl" as "\x63url", which
// a pattern over the bytes as written does not see and every harness
// decodes. Findings in it (the text frontmatter.Decoded returns) carry
// the context "yaml_decoded" and show the decoded text.
const yamlDecoded = "yaml_decoded"
